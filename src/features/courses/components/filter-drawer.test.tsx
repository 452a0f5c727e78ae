import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/server';
import { buildCourse } from '@mocks/courses';
import { renderCourseList, setScreenWidth } from './course-list.test-utils';

const courses = [
  buildCourse({ status: 'in_progress', contractor: { id: 1, name: 'Taxi Miejskie', phone: null } }),
  buildCourse({ '@type': 'KilometerCourse', status: 'in_progress' }),
];

function recordQueries() {
  const queries: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('abstract_courses')) queries.push(new URL(request.url).searchParams);
  });
  return queries;
}

afterEach(() => {
  vi.unstubAllGlobals();
  server.events.removeAllListeners();
});

describe('Filter drawer', () => {
  it('starts three days back, applies saved filters as chips and removes them', async () => {
    const queries = recordQueries();
    const view = renderCourseList(courses, ['ROLE_PASSENGER']);
    const toolbar = await screen.findByRole('toolbar', { name: 'Narzędzia listy kursów' });
    await screen.findAllByRole('article');
    expect(within(toolbar).getByText(/^Od: \d{2}\.\d{2}\.\d{4}$/)).toBeInTheDocument();
    expect(queries.at(-1)?.get('dateStartAfter')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await view.user.click(screen.getByRole('button', { name: 'Filtry' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtry' });
    await view.user.click(within(drawer).getByRole('button', { name: 'Taxi' }));
    await view.user.click(within(drawer).getByRole('checkbox', { name: 'Pokaż anulowane' }));
    await view.user.click(within(drawer).getByRole('button', { name: 'Zapisz filtry' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(queries.at(-1)?.get('discriminator')).toBe('taxi_course');
    expect(queries.at(-1)?.get('includeCancelledCourses')).toBe('true');
    const chips = screen.getByRole('group', { name: 'Zastosowane filtry' });
    expect(within(chips).getByText('Pokaż anulowane')).toBeInTheDocument();

    within(chips).getByRole('button', { name: 'Taxi' }).focus();
    await view.user.keyboard('{Delete}');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    await view.user.click(within(chips).getByRole('button', { name: 'Resetuj filtry' }));
    expect(screen.queryByRole('group', { name: 'Zastosowane filtry' })).not.toBeInTheDocument();
    expect(localStorage.getItem('filters:/course')).toContain('"dateStartAfter":null');
  });

  it('discards changes when closed without saving', async () => {
    const view = renderCourseList(courses, ['ROLE_PASSENGER']);
    await screen.findAllByRole('article');
    await view.user.click(screen.getByRole('button', { name: 'Filtry' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtry' });
    await view.user.click(within(drawer).getByRole('button', { name: 'Kilometrówka' }));
    await view.user.click(within(drawer).getByRole('button', { name: 'Zamknij filtry' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filtry' })).not.toBeInTheDocument());
    expect(screen.queryByText('Kilometrówka')).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Filtry' }));
    expect(await screen.findByRole('button', { name: 'Wszystko' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('clears everything with Wyczyść filtry and counts applied filters on the phone badge', async () => {
    setScreenWidth(600);
    const view = renderCourseList(courses, ['ROLE_PASSENGER']);
    await screen.findAllByRole('article');
    const button = screen.getByRole('button', { name: 'Filtry' });
    expect(within(button).getByText('1')).toBeInTheDocument();

    await view.user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filtry' });
    await view.user.click(within(drawer).getByRole('button', { name: 'Wyczyść filtry' }));
    await view.user.click(within(drawer).getByRole('button', { name: 'Zapisz filtry' }));
    expect(screen.queryByRole('group', { name: 'Zastosowane filtry' })).not.toBeInTheDocument();
  });
});

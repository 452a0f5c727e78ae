import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { server } from '@mocks/server';
import { buildCourse, hydraCollection } from '@mocks/courses';
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
    expect(localStorage.getItem('filters:1:/course')).toContain('"dateStartAfter":null');
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
    const button = screen.getByRole('button', { name: 'Filtry, aktywne: 1' });
    expect(within(button).getByText('1')).toBeInTheDocument();

    await view.user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filtry' });
    await view.user.click(within(drawer).getByRole('button', { name: 'Wyczyść filtry' }));
    await view.user.click(within(drawer).getByRole('button', { name: 'Zapisz filtry' }));
    expect(screen.queryByRole('group', { name: 'Zastosowane filtry' })).not.toBeInTheDocument();
  });

  it('filters by who added the course and a transport company, shown as removable chips', async () => {
    const queries = recordQueries();
    const userSearches: string[] = [];
    server.use(
      http.get('*/api/users', ({ request }) => {
        userSearches.push(new URL(request.url).searchParams.get('search') ?? '');
        return HttpResponse.json(
          hydraCollection([{ '@id': '/api/users/7', '@type': 'User', id: 7, name: 'Anna Dyspozytorska' }]),
        );
      }),
      http.get('*/api/companies', () =>
        HttpResponse.json(
          hydraCollection([{ '@id': '/api/companies/3', '@type': 'Company', id: 3, name: 'Taxi Trans' }]),
        ),
      ),
    );
    const view = renderCourseList(courses, ['ROLE_USER']);
    await screen.findAllByRole('article');
    await view.user.click(screen.getByRole('button', { name: 'Filtry' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtry' });
    expect(within(drawer).queryByRole('combobox', { name: 'Firma transportowa' })).not.toBeInTheDocument();

    await view.user.type(within(drawer).getByRole('combobox', { name: 'Dodane przez' }), 'Anna');
    // The typed term reaches the server once typing settles.
    await waitFor(() => expect(userSearches.at(-1)).toBe('Anna'));
    await view.user.click(await screen.findByRole('option', { name: 'Anna Dyspozytorska' }));
    await view.user.click(within(drawer).getByRole('button', { name: 'Taxi' }));
    expect(within(drawer).getByRole('combobox', { name: 'Firma obsługiwana' })).toBeInTheDocument();
    await view.user.click(within(drawer).getByRole('combobox', { name: 'Firma transportowa' }));
    await view.user.click(await screen.findByRole('option', { name: 'Taxi Trans' }));
    await view.user.click(within(drawer).getByRole('button', { name: 'Zapisz filtry' }));

    await waitFor(() => expect(queries.at(-1)?.get('createdBy')).toBe('/api/users/7'));
    expect(queries.at(-1)?.get('transportCompany')).toBe('/api/companies/3');
    const chips = screen.getByRole('group', { name: 'Zastosowane filtry' });
    within(chips).getByRole('button', { name: 'Firma transportowa: Taxi Trans' }).focus();
    await view.user.keyboard('{Delete}');
    await waitFor(() => expect(queries.at(-1)?.get('transportCompany')).toBeNull());
    expect(queries.at(-1)?.get('createdBy')).toBe('/api/users/7');
  });

  it('drops the taxi filters when the kilometer tab is saved, and hides the customer company from company users', async () => {
    const queries = recordQueries();
    localStorage.setItem(
      'filters:1:/course',
      JSON.stringify({
        discriminator: 'taxi_course',
        dateStartAfter: null,
        dateStartBefore: null,
        includeCancelledCourses: false,
        rideStatus: [],
        references: { transportCompany: { iri: '/api/companies/3', label: 'Taxi Trans' } },
      }),
    );
    const view = renderCourseList(courses, ['ROLE_COMPANY']);
    await screen.findAllByRole('article');
    expect(queries.at(-1)?.get('transportCompany')).toBe('/api/companies/3');
    await view.user.click(screen.getByRole('button', { name: 'Filtry' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtry' });
    expect(within(drawer).getByRole('combobox', { name: 'Firma transportowa' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('combobox', { name: 'Firma obsługiwana' })).not.toBeInTheDocument();
    await view.user.click(within(drawer).getByRole('button', { name: 'Kilometrówka' }));
    expect(within(drawer).getByRole('combobox', { name: 'Kierowca' })).toBeInTheDocument();
    await view.user.click(within(drawer).getByRole('button', { name: 'Zapisz filtry' }));
    await waitFor(() => expect(queries.at(-1)?.get('discriminator')).toBe('kilometer_course'));
    expect(queries.at(-1)?.get('transportCompany')).toBeNull();
  });
});

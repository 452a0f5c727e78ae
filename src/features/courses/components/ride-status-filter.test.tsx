import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/server';
import { buildCourse } from '@mocks/courses';
import { renderCourseList } from './course-list.test-utils';

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

async function openStatuses(tab: string) {
  const view = renderCourseList([buildCourse({ status: 'in_progress' })], ['ROLE_USER']);
  await screen.findAllByRole('article');
  await view.user.click(screen.getByRole('button', { name: 'Filtry' }));
  const drawer = await screen.findByRole('dialog', { name: 'Filtry' });
  await view.user.click(within(drawer).getByRole('button', { name: tab }));
  await view.user.click(within(drawer).getByRole('combobox', { name: 'Status przejazdu' }));
  return { view, drawer, list: await screen.findByRole('listbox') };
}

describe("'Status przejazdu' filter", () => {
  it('offers the taxi statuses on the Taxi tab, each label once, the forwarding apart (row 638)', async () => {
    const queries = recordQueries();
    const { view, drawer, list } = await openStatuses('Taxi');
    const options = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(new Set(options).size).toBe(options.length);
    expect(options).toContain('Planowanie');
    expect(options).not.toContain('Utworzono');

    await view.user.click(within(list).getByRole('option', { name: 'Przekazany do rozliczenia' }));
    await view.user.keyboard('{Escape}');
    await view.user.click(within(drawer).getByRole('button', { name: 'Zapisz filtry' }));
    await waitFor(() => expect(queries.at(-1)?.getAll('rideStatus[]')).toEqual(['accepted_by_contractor']));
    const chips = screen.getByRole('group', { name: 'Zastosowane filtry' });
    expect(within(chips).getAllByText('Przekazany do rozliczenia')).toHaveLength(1);
  });

  it('offers the kilometer statuses on the Kilometrówka tab', async () => {
    const { list } = await openStatuses('Kilometrówka');
    const options = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Utworzono',
      'Raport przesłany',
      'Do rozliczenia',
      'Niezgodność',
      'Rozliczono',
      'Zakończone',
      'Anulowano',
    ]);
  });

  it('shows Niezgodność once on the Wszystko tab', async () => {
    const { list } = await openStatuses('Wszystko');
    expect(within(list).getAllByRole('option', { name: 'Niezgodność' })).toHaveLength(1);
  });
});

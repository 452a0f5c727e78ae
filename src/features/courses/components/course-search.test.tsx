import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildCourse } from '@mocks/courses';
import { QUERY_TEXT_MAX_LENGTH } from '@domain/validation/query-limits';
import { renderCourseList } from './course-list.test-utils';

function recordQueries() {
  const queries: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('abstract_courses')) queries.push(new URL(request.url).searchParams);
  });
  return queries;
}

afterEach(() => {
  vi.restoreAllMocks();
  server.events.removeAllListeners();
});

describe('Szukaj w kursach', () => {
  it('searches from 2 characters on; 1 character is no search, for the list and the xlsx', async () => {
    const queries = recordQueries();
    let exported: URLSearchParams | undefined;
    server.use(
      http.get('*/api/abstract_courses/export.xlsx', ({ request }) => {
        exported = new URL(request.url).searchParams;
        return new HttpResponse('xlsx');
      }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const view = renderCourseList([buildCourse()], ['ROLE_USER', 'ROLE_COURSE_GENERATE_REPORT']);
    await screen.findAllByRole('article');
    const search = screen.getByRole('searchbox', { name: 'Szukaj w kursach' });

    await view.user.type(search, 'Kr');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('Kr'));
    await view.user.type(search, '{Backspace}');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBeNull());

    await view.user.click(screen.getByRole('button', { name: 'Pobierz .xlsx' }));
    await waitFor(() => expect(exported).toBeDefined());
    expect(exported?.get('search')).toBeNull();
  });

  it('stops at the longest term the server takes, so a pasted text never makes the list fail', async () => {
    const queries = recordQueries();
    const view = renderCourseList([buildCourse()], ['ROLE_USER']);
    await screen.findAllByRole('article');
    const search = screen.getByRole('searchbox', { name: 'Szukaj w kursach' });
    await view.user.click(search);
    await view.user.paste('x'.repeat(QUERY_TEXT_MAX_LENGTH + 50));
    expect(search).toHaveValue('x'.repeat(QUERY_TEXT_MAX_LENGTH));
    await waitFor(() => expect(queries.at(-1)?.get('search')).toHaveLength(QUERY_TEXT_MAX_LENGTH));
  });

  it('treats a 1-character term restored after a reload the same way', async () => {
    const queries = recordQueries();
    localStorage.setItem('search:1:/course', 'K');
    renderCourseList([buildCourse()], ['ROLE_USER']);
    await screen.findAllByRole('article');
    expect(screen.getByRole('searchbox', { name: 'Szukaj w kursach' })).toHaveValue('K');
    expect(queries.at(-1)?.get('search')).toBeNull();
  });
});

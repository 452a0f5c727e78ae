import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildCourse } from '@mocks/courses';
import { renderCourseList } from './course-list.test-utils';

describe('Pobierz .xlsx', () => {
  it('offers the premium reports to a user without the report role', async () => {
    const view = renderCourseList([buildCourse()], ['ROLE_COMPANY']);
    await view.user.click(await screen.findByRole('button', { name: 'Pobierz .xlsx' }));

    const dialog = await screen.findByRole('dialog', { name: 'Odblokuj funkcję pobierania raportów' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(dialog).getByText('0,005 zł za km, rozliczane co miesiąc, możesz zrezygnować w każdej chwili'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole('link', { name: /@kursownik\.pl$/ })).toHaveLength(2);
    expect(within(dialog).getAllByRole('link', { name: /^\d{3} \d{3} \d{3}$/ })).toHaveLength(2);
  });
});

describe('Pobierz .xlsx with the report role', () => {
  it('downloads the report for the current filters under the name the server gives', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get('*/api/abstract_courses/export.xlsx', ({ request }) => {
        query = new URL(request.url).searchParams;
        return new HttpResponse('xlsx', {
          headers: { 'Content-Disposition': 'attachment; filename="kursy-listopad.xlsx"' },
        });
      }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const view = renderCourseList([buildCourse()], ['ROLE_USER', 'ROLE_COURSE_GENERATE_REPORT']);
    await view.user.click(await screen.findByRole('button', { name: 'Pobierz .xlsx' }));

    await waitFor(() => expect(names).toEqual(['kursy-listopad.xlsx']));
    expect(query?.get('dateStartAfter')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(click).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});

describe('Pobierz .xlsx when the download fails', () => {
  it('says the report message of §8', async () => {
    server.use(http.get('*/api/abstract_courses/export.xlsx', () => new HttpResponse(null, { status: 503 })));
    const view = renderCourseList([buildCourse()], ['ROLE_USER', 'ROLE_COURSE_GENERATE_REPORT']);
    await view.user.click(await screen.findByRole('button', { name: 'Pobierz .xlsx' }));
    expect(
      await screen.findByText('Wystąpił błąd podczas pobierania raportu. Spróbuj ponownie później'),
    ).toBeInTheDocument();
  });
});

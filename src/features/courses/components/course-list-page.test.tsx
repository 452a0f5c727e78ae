import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildCourse, buildRide, buildSegment, hydraCollection } from '@mocks/courses';
import { renderWithRouter } from '@/test/render';
import { CourseListPage } from './course-list-page';

function renderList() {
  return renderWithRouter(<CourseListPage />, { path: '/course' });
}

describe('CourseListPage', () => {
  it('says there are no courses', async () => {
    server.use(http.get('*/api/abstract_courses', () => HttpResponse.json(hydraCollection([]))));
    renderList();
    expect(await screen.findByText('Brak kursów')).toBeInTheDocument();
  });

  it('shows a card per course with the executing company and its rides', async () => {
    const course = buildCourse({
      '@type': 'TaxiCourse',
      subcontractor: { id: 7, name: 'Auto-Przewozy Kraków', phone: null },
      rides: [
        buildRide({
          number: 'IC/0012/11/2026',
          status: 'waiting_for_transport_company_acceptance',
          segments: [
            buildSegment({
              employees: [
                { id: 1, name: 'Jan Kowalski', phone: null },
                { id: 2, name: 'Piotr Zieliński', phone: null },
              ],
            }),
          ],
        }),
      ],
    });
    let query: URLSearchParams | undefined;
    server.use(
      http.get('*/api/abstract_courses', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(
          hydraCollection([course, buildCourse({ '@type': 'KilometerCourse', contractor: null })]),
        );
      }),
    );
    renderList();

    const card = await screen.findByRole('article', { name: 'Auto-Przewozy Kraków' });
    expect(within(card).getByText('TAXI')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Przejazd IC/0012/11/2026' })).toBeInTheDocument();
    expect(within(card).getByText('Oczekuje na akceptację firmy transportowej')).toBeInTheDocument();
    expect(within(card).getByText('Warszawa Centralna → Warszawa Grochów')).toBeInTheDocument();
    expect(within(card).getByText('2 pasażerowie')).toBeInTheDocument();
    expect(within(card).getByText(/^\d{2}:\d{2} 12\.11\.2026$/)).toBeInTheDocument();

    const kilometer = screen.getByRole('article', { name: 'Brak wykonawcy' });
    expect(within(kilometer).getByText('KILOMETRÓWKA')).toBeInTheDocument();
    expect(query?.get('page')).toBe('1');
    expect(query?.get('itemsPerPage')).toMatch(/^(3|15)$/);
  });

  it('offers a retry when loading fails', async () => {
    server.use(http.get('*/api/abstract_courses', () => HttpResponse.json({}, { status: 500 })));
    const view = renderList();

    expect(await screen.findByText('Coś poszło nie tak')).toBeInTheDocument();
    server.use(http.get('*/api/abstract_courses', () => HttpResponse.json(hydraCollection([]))));
    await view.user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Brak kursów')).toBeInTheDocument();
  });

  it('loads the next page with the button', async () => {
    server.use(
      http.get('*/api/abstract_courses', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        const name = page === '1' ? 'Pierwsza Firma' : 'Druga Firma';
        return HttpResponse.json(
          hydraCollection([buildCourse({ contractor: { id: Number(page), name, phone: null } })], 2),
        );
      }),
    );
    const view = renderList();

    expect(await screen.findByRole('article', { name: 'Pierwsza Firma' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Wczytaj więcej' }));
    expect(await screen.findByRole('article', { name: 'Druga Firma' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wczytaj więcej' })).not.toBeInTheDocument();
  });
});

/** MSW handlers for the course form's reads (pickers, next ride number), used by its component tests. */
import { http, HttpResponse } from 'msw';
import { hydraCollection } from './courses';

const company = (id: number, name: string) => ({
  '@id': `/api/companies/${id}`,
  '@type': 'Company',
  id,
  name,
});

export const courseFormHandlers = [
  http.get('*/api/companies/:id/contractor_choices', () =>
    HttpResponse.json(hydraCollection([company(5, 'Taxi Trans Warszawa')])),
  ),
  http.get('*/api/companies/:id/subcontractor_choices', () =>
    HttpResponse.json(hydraCollection([company(6, 'Auto-Przewozy Kraków')])),
  ),
  http.get('*/api/drivers', () => HttpResponse.json(hydraCollection([]))),
  http.get('*/api/passengers', () =>
    HttpResponse.json(
      hydraCollection([
        { '@id': '/api/passengers/1', '@type': 'Passenger', id: 1, name: 'Jan Kowalski', phone: null },
      ]),
    ),
  ),
  http.get('*/api/locomotives', () => HttpResponse.json(hydraCollection([]))),
  http.get('*/api/abstract_places', () => HttpResponse.json(hydraCollection([]))),
  http.get('*/api/localities', () => HttpResponse.json(hydraCollection([]))),
  http.get('*/api/starting_bases', () =>
    HttpResponse.json(
      hydraCollection([
        { '@id': '/api/starting_bases/1', '@type': 'StartingBase', id: 1, name: 'Baza Warszawa' },
      ]),
    ),
  ),
  http.get('*/api/taxi_course_rides/:companyId/:date', () =>
    HttpResponse.json({ number: 'IC/0001/03/2030' }),
  ),
];

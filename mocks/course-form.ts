/** MSW handlers for the course form's reads (pickers, next ride number), used by its component tests. */
import { http, HttpResponse } from 'msw';
import type { Company, StartingBase } from '@domain/contract/company.schema';
import type { Passenger } from '@domain/contract/people.schema';
import { hydraCollection } from './courses';

/** Fixtures typed by the wire contract (domain/contract), as the server sends them. */
export const buildCompany = (id: number, name: string, isTransportCompany = true): Company => ({
  '@id': `/api/companies/${id}`,
  '@type': 'Company',
  id,
  name,
  isTransportCompany,
  courseEmployeeSmsNotification: false,
});

export const buildStartingBase = (id: number, name: string): StartingBase => ({
  '@id': `/api/starting_bases/${id}`,
  '@type': 'StartingBase',
  id,
  name,
  address: null,
  latitude: null,
  longitude: null,
});

export const buildPassenger = (id: number, name: string): Passenger => ({
  '@id': `/api/passengers/${id}`,
  '@type': 'Passenger',
  id,
  userId: 100 + id,
  name,
  phone: null,
  company: { '@id': '/api/companies/1', id: 1, name: 'PKP Intercity' },
  home: null,
});

export const courseFormHandlers = [
  http.get('*/api/companies/:id/contractor_choices', () =>
    HttpResponse.json(hydraCollection([buildCompany(5, 'Taxi Trans Warszawa')])),
  ),
  http.get('*/api/companies/:id/subcontractor_choices', () =>
    HttpResponse.json(hydraCollection([buildCompany(6, 'Auto-Przewozy Kraków')])),
  ),
  http.get('*/api/drivers', () => HttpResponse.json(hydraCollection([]))),
  http.get('*/api/passengers', () => HttpResponse.json(hydraCollection([buildPassenger(1, 'Jan Kowalski')]))),
  http.get('*/api/locomotives', () => HttpResponse.json(hydraCollection([]))),
  http.get('*/api/abstract_places', () => HttpResponse.json(hydraCollection([]))),
  http.get('*/api/localities', () => HttpResponse.json(hydraCollection([]))),
  http.get('*/api/starting_bases', () =>
    HttpResponse.json(hydraCollection([buildStartingBase(1, 'Baza Warszawa')])),
  ),
  http.get('*/api/taxi_course_rides/:companyId/:date', () =>
    HttpResponse.json({ number: 'IC/0001/03/2030' }),
  ),
];

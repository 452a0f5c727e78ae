/**
 * Item answers of the passenger and driver edit dialogs, typed by the wire contract: `flags` says
 * which account fields this caller's form may show (row 597; the server's `accountFieldFlags`).
 */
import type { DriverView } from '@domain/contract/driver.schema';
import type { PassengerItem } from '@domain/contract/passenger-admin.schema';

export const EDITABLE = { accountEditable: true, employerEditable: true, homeEditable: true } as const;
export const LOCKED = { accountEditable: false, employerEditable: false, homeEditable: false } as const;

export const buildPassengerItem = (
  id: number,
  flags: { accountEditable: boolean; employerEditable: boolean; homeEditable: boolean },
): PassengerItem => ({
  '@context': '/api/contexts/Passenger',
  '@id': `/api/passengers/${id}`,
  '@type': 'Passenger',
  id,
  userId: 100 + id,
  username: `pasazer${id}`,
  firstname: 'Anna',
  surname: 'Kowalska',
  name: 'Anna Kowalska',
  email: 'anna.kowalska@example.pl',
  phone: '501234567',
  phones: [{ '@id': `/api/user_phones/${id}`, id, phone: '501234567', main: true }],
  company: { '@id': '/api/companies/2', id: 2, name: 'PKP Intercity' },
  employeeGroup: null,
  home: null,
  cars: [],
  version: 3,
  ...flags,
});

export const buildDriverView = (
  id: number,
  flags: { accountEditable: boolean; employerEditable: boolean; homeEditable: boolean },
): DriverView => ({
  '@context': '/api/contexts/Driver',
  '@id': `/api/drivers/${id}`,
  '@type': 'Driver',
  id,
  userId: 200 + id,
  name: 'Edward Kierowca',
  firstname: 'Edward',
  surname: 'Kierowca',
  email: 'edward@example.pl',
  phone: '600100200',
  phones: [{ id, phone: '600100200', main: true }],
  transportCompany: { '@id': '/api/companies/5', id: 5, name: 'Taxi Trans Warszawa' },
  startingBase: null,
  employedSince: '2026-11-02',
  version: 2,
  ...flags,
});

/**
 * Calls of 'Kierowcy' and 'Urlopy' (issue 12; docs/api.md 'Drivers and absences'). The lists are
 * `ResourceList`s under the query roots `drivers` and `driver_absences`; the course form's driver
 * choice shares the `drivers` root, so a saved driver or absence refreshes it too.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { driverAbsenceMemberSchema, driverViewSchema, type DriverView } from '@domain/contract/driver.schema';
import { RESOURCES, iri } from '@domain/contract/iri';
import type { DriverFormData } from '@domain/people/driver.schema';
import type { DriverAbsenceData } from '@domain/people/driver-absence';
import { createQueryKeys } from '@/api/query-keys';

export const DRIVERS = 'drivers';
export const DRIVER_ABSENCES = 'driver_absences';

export const driverQuery = (id: number) =>
  queryOptions({
    queryKey: createQueryKeys(DRIVERS).detail(id, 'edit'),
    queryFn: async () => parseItem((await api.get(`/api/drivers/${id}`)).data, driverViewSchema),
    staleTime: 0,
  });

const driverBody = (data: DriverFormData) => ({
  firstname: data.firstname,
  surname: data.surname,
  email: data.email,
  phones: data.phones,
  transportCompany: data.transportCompany === null ? null : iri(RESOURCES.company, data.transportCompany),
  startingBase: data.startingBase === null ? null : iri(RESOURCES.startingBase, data.startingBase),
  employedSince: data.employedSince,
});

/** POST a new driver, or PUT an edited one at the version it was read (409 when changed meanwhile). */
export async function saveDriver(data: DriverFormData, editing: DriverView | null): Promise<DriverView> {
  const response = editing
    ? await api.put(`/api/drivers/${editing.id}`, { ...driverBody(data), version: editing.version })
    : await api.post('/api/drivers', driverBody(data));
  return parseItem(response.data, driverViewSchema);
}

export async function deleteDriver(id: number): Promise<void> {
  await api.delete(`/api/drivers/${id}`);
}

export async function createAbsence(data: DriverAbsenceData) {
  const response = await api.post('/api/driver_absences', {
    driver: iri(RESOURCES.driver, data.driver),
    dateFrom: data.dateFrom,
    dateTo: data.dateTo,
  });
  return parseItem(response.data, driverAbsenceMemberSchema);
}

export async function deleteAbsence(id: number): Promise<void> {
  await api.delete(`/api/driver_absences/${id}`);
}

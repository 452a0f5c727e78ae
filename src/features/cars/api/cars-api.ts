/** Calls of the 'Samochody' page (administration.md §7: api/cars, api/brands, api/drivers). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseCollection, parseItem } from '@/api/hydra';
import type { z } from 'zod';
import { createQueryKeys } from '@/api/query-keys';
import { brandSchema, carSchema, type Car } from '@domain/contract/fleet-car.schema';
import type { driverSchema } from '@domain/contract/people.schema';
import { iri } from '@domain/contract/iri';
import type { NamedOption } from '@/ui/form/options-select';
import type { BrandFormInput } from '@domain/fleet/brand.schema';
import type { CarFormInput } from '@domain/fleet/car.schema';

async function fetchMembers<S extends z.ZodType>(url: string, params: Record<string, string>, schema: S) {
  return parseCollection((await api.get<unknown>(url, { params })).data, schema).member;
}

export const carsKeys = createQueryKeys('cars');
export const brandsKeys = createQueryKeys('brands');
export { carSchema, type Car };

/** Every brand with its models (a short list: the car dialog's pickers). */
export const useBrands = () =>
  useQuery(
    queryOptions({
      queryKey: brandsKeys.list({}),
      queryFn: () => fetchMembers('/api/brands', { pagination: 'false' }, brandSchema),
      staleTime: 60_000,
    }),
  );

/** `GET /api/brands/{id}`: one brand as it is now (read after a stale 'Edytuj markę i modele'). */
export const brandQuery = (id: number) =>
  queryOptions({
    queryKey: brandsKeys.detail(id),
    queryFn: async () => parseItem((await api.get<unknown>(`/api/brands/${id}`)).data, brandSchema),
  });

/** The drivers as choices of a select (their user's IRI, as cars and protocols refer to them). */
export const driverOptions = (drivers: readonly z.infer<typeof driverSchema>[]): NamedOption[] =>
  drivers.map((driver) => ({ '@id': iri('users', driver.userId), name: driver.name }));

/** `POST /api/cars`: the form's values as typed (relations as IRIs), checked again by the server. */
export async function createCar(input: CarFormInput): Promise<Car> {
  return parseItem((await api.post<unknown>('/api/cars', input)).data, carSchema);
}

/** 'Czy chcesz usunąć samochód?': soft delete (main false). */
export async function deleteCar(id: number): Promise<void> {
  await api.delete(`/api/cars/${id}`);
}

export async function saveBrand(input: BrandFormInput, editing: { id: number; version: number } | null) {
  const response = editing
    ? await api.put<unknown>(`/api/brands/${editing.id}`, { ...input, version: editing.version })
    : await api.post<unknown>('/api/brands', input);
  return parseItem(response.data, brandSchema);
}

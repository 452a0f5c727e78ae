/** The fuel calls of 'Karty paliwowe' and 'Transakcje' (issue 16), parsed with the wire contract. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  fuelCardSchema,
  fuelCompanySchema,
  transactionImportSchema,
  transactionSchema,
  type FuelCard,
  type TransactionImport,
} from '@domain/contract/fuel.schema';
import type { FuelCardInput } from '@domain/fleet/fuel-card.schema';
import { api } from '@/api/client';
import { parseCollection, parseItem } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';

export const fuelCardsKeys = createQueryKeys('fuel_cards');
export const transactionsKeys = createQueryKeys('transactions');
const fuelCompaniesKeys = createQueryKeys('fuel_companies');
const carChoicesKeys = createQueryKeys('cars');

export { fuelCardSchema, transactionSchema };

export const useFuelCompanies = () =>
  useQuery({
    queryKey: fuelCompaniesKeys.all,
    queryFn: async ({ signal }) =>
      parseCollection((await api.get('/api/fuel_companies', { signal })).data, fuelCompanySchema).member,
    staleTime: Infinity,
  });

/** The company's cars for the card's car (GET /api/cars of the car fleet, issue 16 'Samochody'). */
const carChoiceSchema = z.object({ '@id': z.string(), registrationNumber: z.string() });
export const useCarChoices = () =>
  useQuery({
    queryKey: carChoicesKeys.list({ choices: true }),
    queryFn: async ({ signal }) =>
      parseCollection(
        (await api.get('/api/cars', { params: { pagination: 'false' }, signal })).data,
        carChoiceSchema,
      ).member,
    retry: false,
  });

/** `POST /api/fuel_cards` ('Dodaj kartę paliwową'). */
export async function createFuelCard(input: FuelCardInput): Promise<FuelCard> {
  return parseItem((await api.post<unknown>('/api/fuel_cards', input)).data, fuelCardSchema);
}

/** `POST /api/transactions/import`: multipart `fuelCardCompany` (IRI) and `file`. */
export async function importTransactions(input: {
  fuelCardCompany: string;
  file: File;
}): Promise<TransactionImport> {
  const form = new FormData();
  form.append('fuelCardCompany', input.fuelCardCompany);
  form.append('file', input.file);
  return parseItem((await api.post<unknown>('/api/transactions/import', form)).data, transactionImportSchema);
}

/**
 * 'Dodaj kartę paliwową' (administration.md §2.7 Fuel card: cardNumber, fuelCardCompany, car): the one
 * body rule of the SPA form and of POST /api/fuel_cards.
 */
import { z } from 'zod';
import { iriRef } from '../contract/iri';
import { normalizeCardNumber } from './fuel-import';

export const FUEL_CARD_MESSAGES = {
  cardNumber: 'Numer karty musi mieć od 6 do 30 cyfr',
  fuelCardCompany: 'Wybierz firmę paliwową',
  taken: 'Karta o tym numerze już istnieje',
  car: 'Nie znaleziono samochodu',
} as const;

export const fuelCardSchema = z.object({
  cardNumber: z
    .string({ error: FUEL_CARD_MESSAGES.cardNumber })
    .transform(normalizeCardNumber)
    .pipe(z.string().regex(/^[0-9]{6,30}$/, FUEL_CARD_MESSAGES.cardNumber)),
  fuelCardCompany: iriRef('fuel_companies', FUEL_CARD_MESSAGES.fuelCardCompany),
  car: iriRef('cars', FUEL_CARD_MESSAGES.car).nullable().optional(),
});
export type FuelCardInput = z.input<typeof fuelCardSchema>;

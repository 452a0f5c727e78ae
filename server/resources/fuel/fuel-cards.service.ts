/** 'Dodaj kartę paliwową': the card belongs to the caller's company; its car must be one of that company's. */
import { and, eq } from 'drizzle-orm';
import { FUEL_CARD_MESSAGES } from '../../../domain/fleet/fuel-card.schema';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { cars } from '../../db/fleet-schema';
import { fuelCards } from '../../db/fuel-schema';
import { ViolationError } from '../../http/errors';
import { findFuelCard, findFuelCompany } from './fuel.repository';

export interface FuelCardBody {
  cardNumber: string;
  fuelCardCompany: number;
  car?: number | null | undefined;
}

/** The caller's company; the route's `onlyFor(mayUseFuel)` has made sure there is one. */
export function fuelCompanyOf(user: AuthUser): number {
  if (user.companyId === null) throw new Error('mayUseFuel lets only users of a company through');
  return user.companyId;
}

export async function createFuelCard(db: Db, user: AuthUser, body: FuelCardBody) {
  const companyId = fuelCompanyOf(user);
  return db.transaction(async (tx) => {
    if (!(await findFuelCompany(tx, body.fuelCardCompany)))
      throw new ViolationError([
        { propertyPath: 'fuelCardCompany', message: FUEL_CARD_MESSAGES.fuelCardCompany },
      ]);
    const carId = body.car ?? null;
    if (carId !== null) {
      const [car] = await tx
        .select({ id: cars.id })
        .from(cars)
        .where(and(eq(cars.id, carId), eq(cars.companyId, companyId), eq(cars.main, true)));
      if (!car) throw new ViolationError([{ propertyPath: 'car', message: FUEL_CARD_MESSAGES.car }]);
    }
    const [inserted] = await tx
      .insert(fuelCards)
      .values({
        cardNumber: body.cardNumber,
        fuelCompanyId: body.fuelCardCompany,
        companyId,
        carId,
        createdById: user.id,
      })
      .onConflictDoNothing()
      .returning({ id: fuelCards.id });
    if (!inserted)
      throw new ViolationError([{ propertyPath: 'cardNumber', message: FUEL_CARD_MESSAGES.taken }]);
    const row = await findFuelCard(tx, inserted.id);
    if (!row) throw new Error('the inserted card is gone');
    return row;
  });
}

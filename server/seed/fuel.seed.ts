/**
 * Demo fuel (issue 16): Taxi Trans Warszawa's fuel cards (one per car; the free Ford's Orlen card has no
 * transactions, the sample files in docs/samples import onto it) and ~36 transactions of its three
 * driven cars over the last two months, so 'Karty paliwowe' and 'Transakcje' are filled for `flota`.
 * Trans-Śląsk Katowice has a card and transactions of its own that `flota` never sees.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { cars } from '../db/fleet-schema';
import { fuelCards, fuelCompanies, fuelTransactionImports, fuelTransactions } from '../db/fuel-schema';
import { users } from '../db/schema';
import { idOf, type Ids } from './seed-ids';

/** [card number, fuel company, car registration, company]. */
export const DEMO_FUEL_CARDS: readonly (readonly [string, string, string, string])[] = [
  ['7071001234560001', 'Orlen', 'WA4821K', 'Taxi Trans Warszawa'],
  ['7071001234560002', 'Orlen', 'WX73105', 'Taxi Trans Warszawa'],
  ['7002840000012345', 'BP', 'WI5520C', 'Taxi Trans Warszawa'],
  ['7071001234560004', 'Orlen', 'WE9034M', 'Taxi Trans Warszawa'],
  ['7071009999990001', 'Orlen', 'SK2871P', 'Trans-Śląsk Katowice'],
];

/** The card the sample files and the journey import onto: no demo transactions of its own. */
export const SAMPLE_IMPORT_CARD = '7071001234560004';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The six amounts of a fill-up of `gross` hundredths with a 3% discount and 23% VAT. */
export function fillUpAmounts(gross: number) {
  const grossDiscount = Math.round(gross * 0.03);
  const netValueBeforeDiscount = Math.round(gross / 1.23);
  const netDiscount = Math.round(grossDiscount / 1.23);
  return {
    amount: gross,
    grossDiscount,
    grossValueAfterDiscount: gross - grossDiscount,
    netDiscount,
    netValueBeforeDiscount,
    netValueAfterDiscount: netValueBeforeDiscount - netDiscount,
  };
}

export async function insertFuel(tx: Tx, companyIds: Ids, now: Date = new Date()): Promise<void> {
  const companyRows = await tx.select().from(fuelCompanies);
  const fuelCompanyIds = new Map(companyRows.map((row) => [row.name, row.id]));
  const carRows = await tx
    .select({ id: cars.id, registrationNumber: cars.registrationNumber, userId: cars.userId })
    .from(cars)
    .where(
      inArray(
        cars.registrationNumber,
        DEMO_FUEL_CARDS.map(([, , car]) => car),
      ),
    );
  const carsByNumber = new Map(carRows.map((row) => [row.registrationNumber, row]));
  const [flota] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'flota'));
  const cards = await tx
    .insert(fuelCards)
    .values(
      DEMO_FUEL_CARDS.map(([cardNumber, fuelCompany, car, company]) => ({
        cardNumber,
        fuelCompanyId: idOf(fuelCompanyIds, fuelCompany),
        companyId: idOf(companyIds, company),
        carId: carsByNumber.get(car)?.id ?? null,
        createdById: company === 'Taxi Trans Warszawa' ? (flota?.id ?? null) : null,
      })),
    )
    .returning();
  for (const companyName of ['Taxi Trans Warszawa', 'Trans-Śląsk Katowice']) {
    const companyId = idOf(companyIds, companyName);
    const own = cards.filter(
      (card) => card.companyId === companyId && card.cardNumber !== SAMPLE_IMPORT_CARD,
    );
    const values = own.flatMap((card, cardIndex) => {
      const driverId = carRows.find((car) => car.id === card.carId)?.userId ?? null;
      // Every 5 days over the last 60, at a different hour per card; amounts vary deterministically.
      return Array.from({ length: 12 }, (_, i) => ({
        companyId,
        fuelCardId: card.id,
        carId: card.carId,
        driverId,
        transactionDate: new Date(
          now.getTime() - (i * 5 + cardIndex + 1) * DAY_MS - (7 + cardIndex * 3) * 3_600_000,
        ),
        ...fillUpAmounts(18_000 + ((i * 3_711 + cardIndex * 1_237) % 14_000)),
      }));
    });
    const [record] = await tx
      .insert(fuelTransactionImports)
      .values({
        companyId,
        fuelCompanyId: idOf(fuelCompanyIds, 'Orlen'),
        userId: null,
        fileName: 'dane-demo.csv',
        format: 'csv',
        rowCount: values.length,
        insertedCount: values.length,
      })
      .returning({ id: fuelTransactionImports.id });
    if (!record) throw new Error('demo import record missing');
    await tx.insert(fuelTransactions).values(values.map((value) => ({ ...value, importId: record.id })));
  }
}

import type { TaxiSettlement } from '@domain/contract/settlement.schema';

/** Its one ride: finished, nothing settled yet. */
export const TAXI_SETTLEMENT_RIDE: TaxiSettlement['rides'][number] = {
  id: 12,
  number: 'PI/2',
  status: 'finished',
  day: null,
  distanceSum: 10,
  toSettled: null,
  amount: null,
};

/** A taxi course's settlement as the contractor reads it: one finished ride of PKP Intercity, nothing billed. */
export function buildTaxiSettlement(overrides: Partial<TaxiSettlement> = {}): TaxiSettlement {
  return {
    courseId: 7,
    view: 'contractor',
    companyId: 1,
    contractorId: 2,
    subcontractorId: null,
    driverId: null,
    companyName: 'PKP Intercity',
    contractorName: 'Taxi Trans Warszawa',
    subcontractorName: null,
    driverName: null,
    invoiced: false,
    rides: [TAXI_SETTLEMENT_RIDE],
    totals: { distance: 0, waitingHundredthsOfHour: 0, highwayCost: 0 },
    totalAmount: null,
    clientStake: null,
    billFromDriver: null,
    billForDriver: null,
    billForSubcontractor: null,
    billForSubcontractorAmount: null,
    subcontractorStake: null,
    history: [],
    ...overrides,
  };
}

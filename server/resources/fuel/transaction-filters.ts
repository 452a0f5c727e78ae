/**
 * The filters of GET /api/transactions: `transactionDate[after]` and `transactionDate[before]` (Warsaw
 * days, both inclusive), `fuelCard`, `car`, `driver` (id or IRI).
 */
import { shiftIsoDate } from '../../../domain/dates';
import { warsawDateTime } from '../../../domain/warsaw-time';
import { foldForSearch, queryDate, queryId, queryText, type RawQuery } from '../../http/query';
import type { TransactionFilters } from './fuel.repository';

export const TRANSACTION_FILTER_PARAMS = [
  'transactionDate[after]',
  'transactionDate[before]',
  'fuelCard',
  'car',
  'driver',
  'search',
] as const;

const dayStart = (day: string) => warsawDateTime(`${day}T00:00`) ?? undefined;

export function readTransactionFilters(query: RawQuery): TransactionFilters {
  const after = queryDate(query, 'transactionDate[after]');
  const before = queryDate(query, 'transactionDate[before]');
  return {
    from: after === null ? undefined : dayStart(after),
    before: before === null ? undefined : dayStart(shiftIsoDate(before, 1)),
    fuelCardId: queryId(query, 'fuelCard', 'fuel_cards'),
    carId: queryId(query, 'car', 'cars'),
    driverId: queryId(query, 'driver', 'users'),
    search: ((text) => (text === undefined ? undefined : foldForSearch(text)))(queryText(query, 'search')),
  };
}

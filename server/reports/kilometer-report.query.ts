/**
 * Query of GET /api/kilometer_courses/report (docs/api.md): start, end (YYYY-MM-DD, inclusive, Polish
 * days), passenger (an IRI /api/passengers/{id}), pricePerKm (złoty, default 0.6). Every bad value is a
 * 400 with a Polish message; the limits are the generator form's (domain/reports/report-generator.schema.ts).
 */
import { RESOURCES } from '../../domain/contract/iri';
import {
  DEFAULT_PRICE_PER_KM,
  MAX_PRICE_PER_KM,
  REPORT_GENERATOR_MESSAGES,
  pricePerKmHundredths,
} from '../../domain/reports/report-generator.schema';
import { ApiError } from '../http/errors';
import {
  QUERY_MESSAGES,
  parseNumber,
  queryDate,
  queryId,
  querySchema,
  queryText,
  type RawQuery,
} from '../http/query';

export interface KilometerReportQuery {
  start: string;
  end: string;
  /** A passenger's id (passengers.id), or null for every passenger the caller may see. */
  passengerId: number | null;
  /** Hundredths of a złoty per km. */
  pricePerKm: number;
}

const requiredDate = (query: RawQuery, name: string): string => {
  const value = queryDate(query, name);
  if (value === null) throw new ApiError(400, QUERY_MESSAGES.required(name));
  return value;
};

function pricePerKm(query: RawQuery): number {
  const text = queryText(query, 'pricePerKm');
  const price =
    text === undefined ? DEFAULT_PRICE_PER_KM : parseNumber(text, 'pricePerKm', -Infinity, Infinity);
  if (price < 0) throw new ApiError(400, REPORT_GENERATOR_MESSAGES.priceMin);
  const hundredths = price > MAX_PRICE_PER_KM ? null : pricePerKmHundredths(price);
  if (hundredths === null) throw new ApiError(400, REPORT_GENERATOR_MESSAGES.priceNumber);
  return hundredths;
}

/** Example: parseKilometerReportQuery({ start: '2026-10-01', end: '2026-10-31' }) -> { ..., pricePerKm: 60 } */
export function parseKilometerReportQuery(query: RawQuery): KilometerReportQuery {
  const start = requiredDate(query, 'start');
  const end = requiredDate(query, 'end');
  if (end < start) throw new ApiError(400, REPORT_GENERATOR_MESSAGES.endBeforeStart);
  return {
    start,
    end,
    passengerId: queryId(query, 'passenger', RESOURCES.passenger) ?? null,
    pricePerKm: pricePerKm(query),
  };
}

export const kilometerReportQuerySchema = querySchema(
  ['start', 'end', 'passenger', 'pricePerKm'],
  parseKilometerReportQuery,
);

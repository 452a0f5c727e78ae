/** Locomotive side numbers per railway company (realistic Polish classes). */
import { DB_CARGO, KOLEJE_MAZOWIECKIE, ORLEN_KOLTRANS, PKP_CARGO, PKP_INTERCITY } from './companies.data';

export const LOCOMOTIVES: Readonly<Record<string, readonly string[]>> = {
  [PKP_INTERCITY]: [
    'EU07-123',
    'EP07-1015',
    'EP07-387',
    'EP09-011',
    'EP09-035',
    'EU44-005',
    'EU160-020',
    'EU160-009',
    'SM42-2212',
  ],
  [PKP_CARGO]: ['ET22-842', 'ET22-1045', 'ET41-101', 'ET41-160', 'SM42-1234', 'ST44-1225', 'EU46-507'],
  [KOLEJE_MAZOWIECKIE]: ['EU47-001', 'EU47-009', 'EP07P-2004'],
  [DB_CARGO]: ['193 512', '193 553', 'E6ACTa-017', 'ST44-2044'],
  [ORLEN_KOLTRANS]: ['E6ACTa-012', 'E6ACTa-013', 'SM42-1010', '111Ed-017'],
};

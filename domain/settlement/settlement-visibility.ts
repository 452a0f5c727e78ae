/**
 * What each settlement drawer reads (row 148): the railway company the rides' client figures, never
 * what the transport companies pay each other or the driver; the contractor its client and its own
 * counterpart (subcontractor or driver); the subcontractor the contractor's bill to it (read-only) and
 * its driver, not the contractor's prices to the railway company. History rows follow the same lines.
 */
import type { SettlementView } from './settlement-view';

export type BillPart = 'rides' | 'billFromDriver' | 'billForDriver' | 'billForSubcontractor';

const PARTS: Readonly<Record<SettlementView, readonly BillPart[]>> = {
  customer: ['rides'],
  contractor: ['rides', 'billFromDriver', 'billForDriver'],
  contractorWithSubcontractor: ['rides', 'billForSubcontractor'],
  subcontractor: ['billForSubcontractor', 'billFromDriver', 'billForDriver'],
};

/** Example: seesBillPart('customer', 'billForDriver') === false */
export const seesBillPart = (view: SettlementView, part: BillPart) => PARTS[view].includes(part);

/**
 * Whether a history row (field 'status', 'inconsistency' or '<part>.<figure>') is shown to the view.
 * Example: seesHistoryField('subcontractor', 'rides.distance') === false
 */
export function seesHistoryField(view: SettlementView, field: string): boolean {
  const part = field.split('.')[0];
  if (part === 'status' || part === 'inconsistency') return true;
  return (PARTS[view] as readonly string[]).includes(part ?? '');
}

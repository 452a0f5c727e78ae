/**
 * The driver's course report (courses.md §2 driver link, §5 settlement rules): the settlement bill of
 * domain/settlement/settlement-bill.schema.ts, for the form on /kurs/:token and for
 * `PUT api/course-info/course-report/{token}`.
 */
import { SETTLEMENT_BILL_MESSAGES, settlementBillSchema } from '../settlement/settlement-bill.schema';
import type { SettlementBill } from '../settlement/settlement-bill.schema';

export const DRIVER_REPORT_MESSAGES = {
  ...SETTLEMENT_BILL_MESSAGES,
  notEnded: 'Raport można wysłać po zakończeniu kursu.',
} as const;

export const driverReportSchema = settlementBillSchema;

export type DriverReport = SettlementBill;

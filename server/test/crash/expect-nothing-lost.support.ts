import { expect } from 'vitest';
import type { CrashReport } from './crash-scenario.support';

/** The promise of both crash tests (PGlite and PostgreSQL), asserted on one run's report. */
export function expectNothingLost(report: CrashReport): void {
  // The burst really was cut: writes were acknowledged, and the kill came before its natural end.
  expect(report.ledger.courses.length).toBeGreaterThan(0);
  expect(report.ledger.acks).toBeGreaterThanOrEqual(report.killedAfterAcks);
  expect(report.ledger.acks).toBeLessThan(6 * 40);
  expect(report.lost).toEqual([]);
  expect(Object.values(report.halfWritten).flat()).toEqual([]);
  expect(report.outbox).toEqual([]);
  expect(report.messages).toBeGreaterThanOrEqual(report.ledger.courses.length + report.ledger.resetsAcked);
}

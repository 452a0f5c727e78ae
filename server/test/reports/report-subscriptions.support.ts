/**
 * Helpers of the scheduled-reports tests: their demo app, calls as a demo login, a role taken away
 * for a while, the job's e-mails and an xlsx's rows.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../domain/auth/roles';
import { reportSubscriptions } from '../../db/report-subscriptions-schema';
import { outboxMessages, userRoles } from '../../db/schema';
import { attachmentsOf } from '../../outbox/attachments';
import { loadExcel } from '../../reports/sheet-workbook';
import { as, openDemoApp, userId } from '../demo-session.support';

export const URL = '/api/report_subscriptions';
/** The public address the job's e-mails link to. */
export const URL_BASE = 'https://kursownik.example';

/** The demo app without the demo's own subscriptions: each file saves the ones it checks. */
export async function openSubscriptionsApp(): Promise<FastifyInstance> {
  const app = await openDemoApp();
  await app.db.delete(reportSubscriptions);
  return app;
}

/** Runs `check` while `username` lacks `role`, then gives the role back whatever happened. */
export async function withoutRole(
  app: FastifyInstance,
  username: string,
  role: Role,
  check: () => Promise<void>,
): Promise<void> {
  const id = await userId(app, username);
  await app.db.delete(userRoles).where(and(eq(userRoles.userId, id), eq(userRoles.role, role)));
  try {
    await check();
  } finally {
    await app.db.insert(userRoles).values({ userId: id, role });
  }
}

export async function putSubscription(app: FastifyInstance, username: string, body: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: URL, headers: await as(app, username), payload: body });
}

export async function getSubscriptions(app: FastifyInstance, username: string) {
  return app.inject({ method: 'GET', url: URL, headers: await as(app, username) });
}

/** The scheduled-report e-mails in the outbox, oldest first, with their files decoded. */
export async function reportMails(app: FastifyInstance) {
  const rows = await app.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.relatedType, 'report_subscription'))
    .orderBy(outboxMessages.id);
  return rows.map((row) => ({ ...row, files: attachmentsOf(row.attachments) }));
}

/** A workbook's first sheet as rows of cell values (exceljs's 1-based rows, the empty first cell cut). */
export async function sheetRows(content: Buffer): Promise<unknown[][]> {
  const { Workbook } = await loadExcel();
  const book = new Workbook();
  await book.xlsx.load(content as unknown as Parameters<typeof book.xlsx.load>[0]);
  const rows = (book.worksheets[0]?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
  return rows.map((row) => row.slice(1));
}

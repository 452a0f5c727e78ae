/** Helpers of the scheduled-reports tests: calls as a demo login, the job's e-mails, an xlsx's rows. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxMessages } from '../../db/schema';
import { attachmentsOf } from '../../outbox/attachments';
import { loadExcel } from '../../reports/sheet-workbook';
import { as } from '../demo-session.support';

export const URL = '/api/report_subscriptions';

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

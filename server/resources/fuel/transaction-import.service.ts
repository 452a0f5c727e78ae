/**
 * POST /api/transactions/import (ADR 017): read the file (read-transaction-file.ts), read every row
 * (domain/fleet/fuel-import.ts), map each card number to the caller's company's card of the chosen
 * fuel company, then insert all in ONE transaction; any bad row refuses the whole file (422 naming the
 * rows) and nothing is written. A row already imported (same card, time and amounts) is skipped by the
 * unique key, so importing a file twice adds nothing.
 */
import { eq } from 'drizzle-orm';
import {
  IMPORT_MESSAGES,
  columnIndexes,
  isBlankRow,
  readTransactionRow,
  type TransactionDraft,
} from '../../../domain/fleet/fuel-import';
import { FUEL_CARD_MESSAGES } from '../../../domain/fleet/fuel-card.schema';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { fuelTransactionImports, fuelTransactions } from '../../db/fuel-schema';
import { ApiError } from '../../http/errors';
import { cardsForImport, findFuelCompany } from './fuel.repository';
import { fuelCompanyOf } from './fuel-cards.service';
import { readTransactionFile } from './read-transaction-file';

/** How many row errors one answer lists (the first ones, in file order). */
const MAX_REPORTED_ERRORS = 5;
const INSERT_CHUNK = 500;

export interface UploadedFile {
  name: string;
  data: Buffer;
}

const refuse = (messages: string[]) => new ApiError(422, messages.slice(0, MAX_REPORTED_ERRORS).join('\n'));

async function readDrafts({ name, data }: UploadedFile) {
  const file = await readTransactionFile(data, name);
  if (!file.ok) throw new ApiError(file.status, file.message);
  const [header, ...rows] = file.rows;
  const columns = columnIndexes(header?.cells ?? []);
  if (!columns.ok) throw new ApiError(422, columns.message);
  const drafts: { line: number; draft: TransactionDraft }[] = [];
  const errors: string[] = [];
  for (const row of rows) {
    if (isBlankRow(row.cells)) continue;
    const result = readTransactionRow(row.cells, columns.indexes, row.line);
    if (result.ok) drafts.push({ line: row.line, draft: result.draft });
    else errors.push(result.message);
  }
  if (errors.length > 0) throw refuse(errors);
  if (drafts.length === 0) throw new ApiError(422, IMPORT_MESSAGES.empty);
  return { format: file.format, drafts };
}

export async function importTransactions(db: Db, user: AuthUser, fuelCompanyId: number, file: UploadedFile) {
  const companyId = fuelCompanyOf(user);
  const fuelCompany = await findFuelCompany(db, fuelCompanyId);
  if (!fuelCompany) throw new ApiError(422, FUEL_CARD_MESSAGES.fuelCardCompany);
  const { format, drafts } = await readDrafts(file);
  return db.transaction(async (tx) => {
    const cards = await cardsForImport(tx, companyId, fuelCompanyId);
    const errors: string[] = [];
    const values = drafts.flatMap(({ line, draft }) => {
      const card = cards.get(draft.cardNumber);
      if (!card) {
        errors.push(
          IMPORT_MESSAGES.row(line, IMPORT_MESSAGES.unknownCard(draft.cardNumber, fuelCompany.name)),
        );
        return [];
      }
      const { cardNumber: _number, ...row } = draft;
      return [{ ...row, companyId, fuelCardId: card.id, carId: card.carId, driverId: card.driverId }];
    });
    if (errors.length > 0) throw refuse(errors);
    const [record] = await tx
      .insert(fuelTransactionImports)
      .values({
        companyId,
        fuelCompanyId,
        userId: user.id,
        fileName: file.name.slice(0, 200),
        format,
        rowCount: values.length,
        insertedCount: 0,
      })
      .returning({ id: fuelTransactionImports.id });
    if (!record) throw new Error('the import record was not written');
    let insertedCount = 0;
    for (let at = 0; at < values.length; at += INSERT_CHUNK) {
      const inserted = await tx
        .insert(fuelTransactions)
        .values(values.slice(at, at + INSERT_CHUNK).map((value) => ({ ...value, importId: record.id })))
        .onConflictDoNothing()
        .returning({ id: fuelTransactions.id });
      insertedCount += inserted.length;
    }
    await tx
      .update(fuelTransactionImports)
      .set({ insertedCount })
      .where(eq(fuelTransactionImports.id, record.id));
    return { id: record.id, format, rowCount: values.length, insertedCount };
  });
}

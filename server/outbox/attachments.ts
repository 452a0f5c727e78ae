/**
 * Files attached to an outbox e-mail (scheduled reports, issue 35): kept in the message's row as
 * base64 so a delivery after a restart still has them. Capped: a report too large for an e-mail is
 * refused when it is enqueued, not by the mail server after many retries (row 798).
 */
import { z } from 'zod';

/** 5 MB of files per message: well under the common 10-25 MB limits after base64's third more. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

export interface OutboxAttachment {
  fileName: string;
  contentType: string;
  /** The file's bytes, base64. */
  base64: string;
}

const storedSchema = z.array(z.object({ fileName: z.string(), contentType: z.string(), base64: z.string() }));

/** The row's stored value, checked (a row written before migration 0033 has none). */
export const attachmentsOf = (stored: unknown): OutboxAttachment[] => {
  const parsed = storedSchema.safeParse(stored ?? []);
  return parsed.success ? parsed.data : [];
};

/** Example: attachment('a.xlsx', XLSX_CONTENT_TYPE, buffer) */
export function attachment(fileName: string, contentType: string, content: Uint8Array): OutboxAttachment {
  return { fileName, contentType, base64: Buffer.from(content).toString('base64') };
}

/** Throws when the files together pass MAX_ATTACHMENT_BYTES. */
export function checkAttachmentSize(files: readonly OutboxAttachment[]): void {
  const bytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.base64, 'base64'), 0);
  if (bytes > MAX_ATTACHMENT_BYTES) {
    throw new Error(`attachments of ${bytes} bytes pass the ${MAX_ATTACHMENT_BYTES}-byte limit`);
  }
}

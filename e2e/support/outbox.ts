import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outboxDir } from '../../playwright.config';

/** A message file's body; undefined while the server is still writing it (a poll reads it again). */
function bodyOf(file: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { body: string }).body;
  } catch {
    return undefined;
  }
}

/** The bodies of the messages the journey server has sent (its outbox directory), oldest first. */
export function outboxBodies(outbox = outboxDir): string[] {
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => bodyOf(join(outbox, name)) ?? '');
}

/** A message file of the offline outbox (server/outbox/offline-adapter.ts), files only on e-mails with some. */
export interface OutboxFile {
  recipient: string;
  subject: string;
  body: string;
  attachments?: { fileName: string; contentType: string; base64: string }[];
}

/** The messages the journey server has sent, oldest first (a file still being written is left out). */
export function outboxFiles(outbox = outboxDir): OutboxFile[] {
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => {
      try {
        return [JSON.parse(readFileSync(join(outbox, name), 'utf8')) as OutboxFile];
      } catch {
        return [];
      }
    });
}

import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { attachmentsOf } from './attachments';
import type { OutboxAdapter } from './deliver';

/**
 * The embedded default (no SMTP_URL): every message, e-mail or SMS, is written to
 * `<outboxDir>/<id>.json` and counts as sent, so developers and e2e tests can read it.
 *
 * Once per message across a crash (ADR 008): the file appears whole or not at all (written aside,
 * then renamed), and a message whose file is already there is not written again — the process that
 * wrote it died before marking it sent, and the message id is the delivery's idempotency key.
 */
export function offlineAdapter(outboxDir: string): OutboxAdapter {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const target = join(outboxDir, `${message.id}.json`);
      if (existsSync(target)) return;
      const file = {
        id: message.id,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject,
        body: message.body,
        createdAt: message.createdAt.toISOString(),
        // Only when there are files: the message files of plain notices stay as they were.
        ...(message.attachments ? { attachments: attachmentsOf(message.attachments) } : {}),
      };
      // A dot name: readers of `*.json` never see a half-written file.
      const partial = join(outboxDir, `.${message.id}.json.${process.pid}.tmp`);
      await writeFile(partial, `${JSON.stringify(file, null, 2)}\n`);
      await rename(partial, target);
    },
  };
}

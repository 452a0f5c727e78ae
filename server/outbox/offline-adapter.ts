import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutboxAdapter } from './deliver';

/**
 * The embedded default (no SMTP_URL): every message, e-mail or SMS, is written to
 * `<outboxDir>/<id>.json` and counts as sent, so developers and e2e tests can read it.
 */
export function offlineAdapter(outboxDir: string): OutboxAdapter {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const file = {
        id: message.id,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject,
        body: message.body,
        createdAt: message.createdAt.toISOString(),
      };
      await writeFile(join(outboxDir, `${message.id}.json`), `${JSON.stringify(file, null, 2)}\n`);
    },
  };
}

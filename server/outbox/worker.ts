import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { deliverPending } from './deliver';
import type { OutboxAdapter } from './deliver';
import { enqueueMessage } from './enqueue';
import type { OutboxMessageInput } from './enqueue';
import { offlineAdapter } from './offline-adapter';
import { httpSmsGateway } from './http-sms-gateway';
import { smtpAdapter, unconfiguredSmsGateway } from './smtp-adapter';
import { webPushAdapter } from '../push/web-push-adapter';

export interface Outbox {
  /** Writes the message and starts a delivery run without waiting for it. */
  enqueue(message: OutboxMessageInput): Promise<number>;
  /** Starts a delivery run (after a transaction that called `enqueueMessage(tx, ...)`). */
  kick(): void;
  /** Resolves when no delivery run is in progress (tests, shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * E-mail by SMTP when SMTP_URL is set, SMS by the HTTP gateway when SMS_GATEWAY_URL is set, push by
 * Web Push when the VAPID keys are set; what has no real channel is written to the outbox folder
 * (offline adapter) — except SMS next to real SMTP, which fails visibly instead of pretending to be
 * delivered.
 */
export function createOutboxAdapter(config: Config, log: FastifyBaseLogger, db: Db): OutboxAdapter {
  const offline = offlineAdapter(config.outboxDir);
  const gateway = config.smsGatewayUrl
    ? httpSmsGateway(config.smsGatewayUrl, config.smsGatewayToken)
    : config.smtpUrl
      ? unconfiguredSmsGateway(log)
      : undefined;
  const email = config.smtpUrl
    ? smtpAdapter(config.smtpUrl, config.smtpFrom, unconfiguredSmsGateway(log))
    : offline;
  const push = config.vapid ? webPushAdapter(db, config.vapid) : offline;
  return {
    send: (message) =>
      message.channel === 'push'
        ? push.send(message)
        : message.channel === 'sms' && gateway
          ? gateway.send(message.recipient, message.body)
          : message.channel === 'sms'
            ? offline.send(message)
            : email.send(message),
  };
}

const BATCH_SIZE = 10;

/** Delivers after each enqueue and every `intervalMs` (unref'd), one run at a time per process. */
export function createOutbox(
  db: Db,
  adapter: OutboxAdapter,
  log: FastifyBaseLogger,
  intervalMs: number,
  leaseMs?: number,
): Outbox {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const drain = async () => {
    do {
      again = false;
      // Several batches per run, bounded so one run cannot spin forever on retryable failures.
      for (let i = 0; i < 10 && !stopped; i++) {
        if ((await deliverPending(db, adapter, { batchSize: BATCH_SIZE, leaseMs })) < BATCH_SIZE) break;
      }
    } while (again && !stopped);
  };

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'outbox delivery failed'))
      .finally(() => {
        running = null;
      });
  };

  const timer = intervalMs > 0 ? setInterval(kick, intervalMs) : null;
  timer?.unref();

  return {
    async enqueue(message) {
      const id = await enqueueMessage(db, message);
      kick();
      return id;
    },
    kick,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      while (running) await running;
    },
  };
}

/**
 * Employee requests ('Zgłoszenia maszynistów', administration.md §3 Employee request, §4, §7; issue 17):
 * a request raised by an employee, its chat messages, and who has viewed each message (viewedBy).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, users, version } from './schema';

export const employeeRequests = pgTable(
  'employee_requests',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull().default('open'),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    index('employee_requests_created_by').on(t.createdById),
    index('employee_requests_created_at').on(t.createdAt),
    check('employee_requests_status', sql`${t.status} in ('open', 'finished')`),
  ],
);

export const employeeRequestMessages = pgTable(
  'employee_request_messages',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => employeeRequests.id),
    text: text('text').notNull(),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    /** The browser's key for one message (ADR 020): a retried send finds the stored row, never a second. */
    idempotencyKey: text('idempotency_key').notNull(),
  },
  (t) => [
    index('employee_request_messages_request').on(t.requestId, t.id),
    uniqueIndex('employee_request_messages_idempotency').on(t.createdById, t.idempotencyKey),
  ],
);

/** viewedBy of §3: one row per message and user who has seen it. */
export const employeeRequestMessageViews = pgTable(
  'employee_request_message_views',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => employeeRequestMessages.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('employee_request_message_views_user').on(t.userId),
  ],
);

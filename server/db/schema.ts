import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id, read as its decimal text (compared only in SQL). */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * When the other side of a company link (or the payer of a stake) confirmed it; null = pending, which
 * grants nothing (ADR 022). The default marks rows made before the rule (and seeds, fixtures, employee
 * group stakes) confirmed; the link services always write the value themselves.
 */
export const confirmedAt = () => timestamp('confirmed_at', { withTimezone: true }).defaultNow();
/** Optimistic-locking version: bumped by every write, compared on PUT (409/412 when stale). */
export const version = () => integer('version').notNull().default(1);

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  taxNumber: text('tax_number'),
  headquartersStreet: text('headquarters_street'),
  headquartersZipCode: text('headquarters_zip_code'),
  headquartersCity: text('headquarters_city'),
  email: text('email'),
  phone: text('phone'),
  bankAccountNumber: text('bank_account_number'),
  isTransportCompany: boolean('is_transport_company').notNull().default(false),
  courseEmployeeSmsNotification: boolean('course_employee_sms_notification').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  version: version(),
});

/** A subcontractor link: `contractor` works for `company` (administration.md §3 CompanyContractor). */
export const companyContractors = pgTable(
  'company_contractors',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => companies.id),
    superior: boolean('superior').notNull().default(false),
    billingModel: text('billing_model').notNull().default('NOT_AVAILABLE'),
    contractorOf: text('contractor_of').notNull(),
    confirmedAt: confirmedAt(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('company_contractors_pair').on(t.companyId, t.contractorId)],
);

/** A principal link: transport company `companyId` serves `principalId`. */
export const companyPrincipals = pgTable(
  'company_principals',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    principalId: integer('principal_id')
      .notNull()
      .references(() => companies.id),
    superior: boolean('superior').notNull().default(false),
    billingModel: text('billing_model').notNull(),
    confirmedAt: confirmedAt(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('company_principals_pair').on(t.companyId, t.principalId)],
);

export const employeeGroups = pgTable('employee_groups', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull(),
  createdAt: createdAt(),
  version: version(),
});

/** Rate stakes in hundredths of a złoty; belongs to exactly one of the three owners. */
export const stakes = pgTable('stakes', {
  id: serial('id').primaryKey(),
  companyContractorId: integer('company_contractor_id').references(() => companyContractors.id),
  companyPrincipalId: integer('company_principal_id').references(() => companyPrincipals.id),
  employeeGroupId: integer('employee_group_id').references(() => employeeGroups.id),
  kilometerRate: integer('kilometer_rate').notNull(),
  waitHourRate: integer('wait_hour_rate').notNull(),
  validFrom: date('valid_from').notNull(),
  confirmedAt: confirmedAt(),
  createdAt: createdAt(),
});

export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    /** place | hotel | home | workplace (administration.md §3). */
    type: text('type').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    googlePlaceId: text('google_place_id'),
    companyId: integer('company_id').references(() => companies.id),
    userId: integer('user_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [index('places_type').on(t.type), index('places_company').on(t.companyId)],
);

export const startingBases = pgTable('starting_bases', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  companyId: integer('company_id').references(() => companies.id),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  version: version(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull().default(''),
    surname: text('surname').notNull().default(''),
    email: text('email'),
    companyId: integer('company_id').references(() => companies.id),
    employeeGroupId: integer('employee_group_id').references(() => employeeGroups.id),
    homePlaceId: integer('home_place_id').references(() => places.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    uniqueIndex('users_username').on(sql`lower(${t.username})`),
    uniqueIndex('users_email').on(sql`lower(${t.email})`),
    index('users_company').on(t.companyId),
  ],
);

/**
 * The browsers a user receives push notices on (ADR 021, issue 34): one row per push subscription,
 * keyed by its endpoint (a browser has one per site), so a desktop and a phone both get notices.
 * `subscription` is the validated JSON the browser gave (domain/push/push-subscription.ts); the user
 * agent names the device in the settings. At most PUSH_DEVICES_PER_USER per user, oldest dropped.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    subscription: text('subscription').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** The last time this browser stored its subscription: the bound drops the least recent. */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_devices_endpoint').on(t.endpoint), index('push_devices_user').on(t.userId)],
);

/**
 * A user's calendar feed (issue 35 part 4, docs/spec-decisions.md rows 788-793): one per user, only the
 * SHA-256 of the token in its public URL is kept (like driver links and reset tokens). A new link
 * replaces the row, 'Wyłącz' deletes it; either way the old URL answers 404.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const userPhones = pgTable(
  'user_phones',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    main: boolean('main').notNull().default(false),
  },
  (t) => [index('user_phones_user').on(t.userId), index('user_phones_phone').on(t.phone)],
);

export const passengers = pgTable('passengers', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  employerId: integer('employer_id').references(() => companies.id),
  employeeGroupId: integer('employee_group_id').references(() => employeeGroups.id),
  createdAt: createdAt(),
  version: version(),
});

export const drivers = pgTable('drivers', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  transportCompanyId: integer('transport_company_id').references(() => companies.id),
  startingBaseId: integer('starting_base_id').references(() => startingBases.id),
  employedSince: date('employed_since'),
  createdAt: createdAt(),
  version: version(),
});

export const locomotives = pgTable(
  'locomotives',
  {
    id: serial('id').primaryKey(),
    sideNumber: text('side_number').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [index('locomotives_company').on(t.companyId)],
);

/** Refresh tokens are stored hashed; a family shares one login and dies together on reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    /** Set when the family was started by a login-as: who is impersonating. */
    impersonatorId: integer('impersonator_id').references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedById: integer('replaced_by_id'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed login attempts, keyed by `user:<name>` or `ip:<addr>`, so limits hold across processes. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_key_time').on(t.key, t.createdAt)],
);

/** Every e-mail and SMS goes through here; an adapter delivers and records the outcome. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    recipientUserId: integer('recipient_user_id').references(() => users.id),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdById: integer('created_by_id').references(() => users.id),
    relatedType: text('related_type'),
    relatedId: integer('related_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When a worker took the message for sending (status 'sending'): a stale claim is taken again. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** E-mail files (server/outbox/attachments.ts): [{ fileName, contentType, base64 }], capped in size. */
    attachments: jsonb('attachments'),
  },
  (t) => [index('outbox_status').on(t.status), index('outbox_related').on(t.relatedType, t.relatedId)],
);

/** Append-only event log: the SSE stream replays from here by id (Last-Event-ID). */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    payload: jsonb('payload').notNull().default({}),
    createdAt: createdAt(),
    /**
     * The writing transaction's id (server/events/commit-order.ts): streams get events in (xid, id) order,
     * once no transaction below their xid is running. 0 on rows logged before migration 0030.
     */
    xid: xid8('xid')
      .notNull()
      .default(sql`'0'`),
  },
  (t) => [index('events_entity').on(t.entityType, t.entityId), index('events_position').on(t.xid, t.id)],
);

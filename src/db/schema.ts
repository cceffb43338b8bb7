/**
 * The database schema (PostgreSQL dialect, shared by PGlite and a real server).
 * After a change here, `npm run db:generate` writes the migration into `drizzle/`.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Enquiries from the site's forms. A lead is stored before the visitor is told it was received. */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    form: text('form').notNull(),
    page: text('page').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    service: text('service').notNull(),
    message: text('message').notNull(),
    /** Form-specific extras, e.g. the calculator's inputs and results. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('leads_created_at_idx').on(table.createdAt), index('leads_status_idx').on(table.status)],
);

/** E-mails waiting to be sent. One row per message; retried with backoff until sent. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** What the message is about, unique so a lead is never notified twice. */
    dedupeKey: text('dedupe_key').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('outbox_dedupe_key_idx').on(table.dedupeKey), index('outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

/** Staff accounts, created with `npm run user:create`. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull().default('editor'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Signed-in sessions. The cookie holds a random token; only its hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Fixed-window counters for abuse limits (enquiries per address, sign-in attempts), shared by all app instances. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

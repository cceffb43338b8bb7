/**
 * The database schema (PostgreSQL dialect, shared by PGlite and a real server).
 * After a change here, `npm run db:generate` writes the migration into `drizzle/`.
 */
import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

/** Staff accounts: the first admin created with `npm run user:create`, everyone else invited from the staff screen. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull().default('editor'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set by an admin on the staff screen or `npm run user:disable`: the account can no longer sign in and its sessions are gone. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** When a session last began for it (a password and, where it has one, a code accepted, or an invitation accepted). */
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
});

/**
 * Invitations to join the staff (issue 25): an admin names an e-mail and a role; the link e-mailed holds a random
 * token, of which only the hash is kept, good once and for 72 hours. Kept after use, for the record.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** The language of the e-mail and of the page the link opens. */
    locale: text('locale').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Withdrawn by an admin, or replaced by a newer invitation to the same address. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_invitations_token_idx').on(table.tokenHash), index('staff_invitations_email_idx').on(table.email)],
);

/**
 * What was done to staff accounts (issue 25): invitations sent, withdrawn and accepted, roles changed, accounts
 * disabled and enabled, two-factor sign-in reset, passwords changed. Who did it and to whom; the e-mail is kept as
 * written then, so the entry outlives the account.
 */
export const accountAudit = pgTable(
  'account_audit',
  {
    id: serial('id').primaryKey(),
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    subjectEmail: text('subject_email').notNull(),
    /** The role given, for invitations and role changes. */
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_audit_at_idx').on(table.at.desc())],
);

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

/**
 * Two-factor sign-in of a staff account (TOTP, RFC 6238): the authenticator app's shared secret, kept while
 * enrolment waits for its first code and active from `enabledAt` on. One row per account.
 */
export const staffTwoFactor = pgTable('staff_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32, as the authenticator app has it. */
  secret: text('secret').notNull(),
  /** Null until the account confirmed a first code: until then it signs in with the password alone. */
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The time step of the last code accepted: that code, and any older one, is never accepted again. */
  lastStep: integer('last_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes for a lost authenticator, ten per account; only their hashes are stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('recovery_codes_user_code_idx').on(table.userId, table.codeHash)],
);

/**
 * Sign-ins whose password was right and whose second factor is still to come: five minutes, used once. The
 * browser holds a random token in an HttpOnly cookie; only its hash is stored.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pending_sign_ins_user_idx').on(table.userId)],
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

/** Raw bytes (images). PGlite hands back a Uint8Array, node-postgres a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** News sections (spec §3): energy, construction, technology. Names and descriptions in both languages. */
export const newsSections = pgTable('news_sections', {
  id: text('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionAr: text('description_ar').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const newsCategories = pgTable(
  'news_categories',
  {
    id: serial('id').primaryKey(),
    sectionId: text('section_id')
      .notNull()
      .references(() => newsSections.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('news_categories_section_idx').on(table.sectionId)],
);

/**
 * Articles. Every text has an Arabic and an English value; an empty one falls back to the other
 * language on the public pages.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    sectionId: text('section_id')
      .notNull()
      .references(() => newsSections.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id),
    titleAr: text('title_ar').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    excerptAr: text('excerpt_ar').notNull().default(''),
    excerptEn: text('excerpt_en').notNull().default(''),
    contentAr: text('content_ar').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    authorAr: text('author_ar').notNull().default(''),
    authorEn: text('author_en').notNull().default(''),
    tagsAr: text('tags_ar')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tagsEn: text('tags_en')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    image: text('image').notNull(),
    featured: boolean('featured').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('news_articles_published_idx').on(table.publishedAt),
    index('news_articles_category_idx').on(table.categoryId),
    index('news_articles_section_idx').on(table.sectionId),
    // The news list and its featured stories read a section newest first.
    index('news_articles_section_newest_idx').on(table.sectionId, table.publishedAt.desc(), table.id.desc()),
  ],
);

/**
 * Uploaded pictures (articles', pages' and the media library's), already re-encoded (WebP, metadata stripped), served
 * at /media/news/{id}.webp. The library (decision 019) describes each: what it shows in both languages (`alt`, offered
 * wherever it is placed), a caption, the point every crop keeps in view (`focus_x`, `focus_y`, percent from the
 * start edge and the top), its upload name, and a revision raised when staff replace the file under the same address.
 */
export const newsImages = pgTable('news_images', {
  id: text('id').primaryKey(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  data: bytea('data').notNull(),
  name: text('name'),
  alt: jsonb('alt').$type<Words>(),
  caption: jsonb('caption').$type<Words>(),
  focusX: integer('focus_x').notNull().default(50),
  focusY: integer('focus_y').notNull().default(50),
  revision: integer('revision').notNull().default(1),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Content documents (decision 011): one per page, by its route id. Every save is a new row of `content_versions`;
 * `version` is the latest (what the editor works on, and what a save must name to be accepted), `publishedVersion`
 * the one visitors see (null until first published).
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    id: text('id').primaryKey(),
    version: integer('version').notNull(),
    publishedVersion: integer('published_version'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * An entry of a collection (decision 013, `src/config/collections.ts`) lives at its collection's prefix and
     * `slug`, and is listed under `category` (one of its catalogue's filter chips); fixed pages have neither.
     */
    collection: text('collection'),
    slug: text('slug'),
    category: text('category'),
    /** A deleted entry: gone from the site and the editor, its history kept, and never imported again from the seed. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('content_documents_entry_idx').on(table.collection, table.slug)],
);

/**
 * Every saved version of a document: its history. A version is never changed; an autosave replaces its author's own
 * draft of the last minutes (a new number, the draft's row gone), so the history holds one entry per sitting.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => contentDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The document as `pageDocumentSchema` describes it in the format below. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The shape `data` was written in; a release that changes the shape migrates older versions as it reads them. */
    format: integer('format').notNull().default(1),
    /** How the version came to be: imported from the repository, saved, or restored from an older one. */
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.version] })],
);

/** What staff did to content (decision 011): saves, publishing, restores; who, when, which document and version. */
export const contentAudit = pgTable(
  'content_audit',
  {
    id: serial('id').primaryKey(),
    /** Kept after the document is gone, so no foreign key. */
    documentId: text('document_id').notNull(),
    action: text('action').notNull(),
    version: integer('version'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_audit_at_idx').on(table.at.desc())],
);

/**
 * Addresses that moved (decision 013): an entry's old address when staff change its slug, and any an admin adds.
 * The proxy answers each `from` with a permanent redirect to `to` and counts it. A `from` is never a page's own
 * address, and a `to` is never another redirect's `from` (no chains, no loops): the store keeps it so.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    /** `slug`: made when an entry's address changed; `manual`: added by an admin. */
    origin: text('origin').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    hits: integer('hits').notNull().default(0),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('redirects_from_idx').on(table.fromPath)],
);

/**
 * Publishing and taking off planned for a minute (decision 014): the server's worker carries each out once, at or
 * just after `run_at`, whichever instance claims it first. A publish puts live the newest version saved by then.
 * `outcome` is null while pending; then `published`, `unpublished`, `cancelled`, `gaps` (the newest version was not
 * complete in both languages) or `missing` (the document was deleted or is no entry).
 */
export const contentSchedules = pgTable(
  'content_schedules',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => contentDocuments.id, { onDelete: 'cascade' }),
    /** `publish` or `unpublish`. */
    action: text('action').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    outcome: text('outcome'),
    /** The version a publish put live. */
    version: integer('version'),
  },
  (table) => [
    // One pending publish and one pending take-off per document: planning another replaces it.
    uniqueIndex('content_schedules_pending_idx')
      .on(table.documentId, table.action)
      .where(sql`${table.doneAt} is null`),
    index('content_schedules_due_idx')
      .on(table.runAt)
      .where(sql`${table.doneAt} is null`),
  ],
);

/** Words in both languages, as content documents keep them. */
type Words = { ar: string; en: string };

/**
 * Documents staff upload that are not pictures (a certificate's PDF): checked by content, served only as an
 * attachment at `/media/files/{id}.pdf`, never changed under the same id.
 */
export const mediaFiles = pgTable('media_files', {
  id: text('id').primaryKey(),
  mime: text('mime').notNull(),
  /** The name it was uploaded under, cleaned, offered as the download's name. */
  name: text('name').notNull(),
  bytes: integer('bytes').notNull(),
  data: bytea('data').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The certificates library (issue 25 §1, decision 016): each certificate once, shown on the certification pages of
 * the `areas` it covers while it is valid (from `valid_from`, through `valid_until`, Riyadh days; a date not yet
 * recorded leaves that end open). `reminded_for` is the expiry date staff were last warned of, 60 days ahead.
 */
export const certificates = pgTable('certificates', {
  id: serial('id').primaryKey(),
  /** As printed on the certificate: `ISO 9001:2015`. */
  standard: text('standard').notNull(),
  title: jsonb('title').$type<Words>().notNull(),
  scope: jsonb('scope').$type<Words>().notNull(),
  issuer: jsonb('issuer').$type<Words>(),
  number: text('number'),
  /** `group`, `energy`, `electronics`: whose certification pages list it. */
  areas: text('areas').array().notNull(),
  icon: text('icon'),
  /** The certificate's picture: an upload (`/media/news/…`) or, until one is uploaded, the site's drawing of it. */
  image: text('image'),
  fileId: text('file_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
  validFrom: date('valid_from', { mode: 'string' }),
  validUntil: date('valid_until', { mode: 'string' }),
  remindedFor: date('reminded_for', { mode: 'string' }),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

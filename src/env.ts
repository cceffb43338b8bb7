import { z } from 'zod';

/**
 * Every environment variable the site reads, validated in one place (README, Configuration).
 *
 * `build`: shown on prerendered pages, so a new value shows there only after the next `npm run build`
 * (pages rendered per request show it at once, which is why a rebuild is needed to keep them consistent).
 * `run`: read by the running server; a restart picks up a new value.
 *
 * The server refuses to start, and the build to run, with a message naming each bad variable
 * (`src/instrumentation.ts`, `next.config.ts`). Framework variables (`NODE_ENV`, `NEXT_RUNTIME`, `NEXT_PHASE`)
 * and `PORT` (read by `next start` itself) are Next's, not listed here.
 */

/** An empty value means "not set", as the defaults below read it (except where empty has a meaning of its own). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const httpUrl = (what: string) =>
  z.url({ protocol: /^https?$/, error: `must be an absolute http:// or https:// address (${what})` }).transform((url) => url.replace(/\/$/, ''));
/** A map template such as `https://tiles.example/{z}/{y}/{x}.png`, or a path on this site (`/images/maps/offline-tile.png`). */
const mapTemplate = z
  .string()
  .regex(/^(https?:\/\/[^/\s]+|\/(?!\/))\S*$/, 'must be an http(s) address template or a path on this site starting with /');
const email = z.email({ error: 'must be an e-mail address' });
const emailList = z
  .string()
  .refine(
    (value) => value.split(',').every((part) => email.safeParse(part.trim()).success),
    'must be an e-mail address (or several, comma-separated)',
  );
/** `website@example.com` or `Sahel Group <website@example.com>`. */
const mailbox = z
  .string()
  .refine(
    (value) => email.safeParse(value.match(/<([^<>]+)>\s*$/)?.[1] ?? value.trim()).success,
    'must be an e-mail address, optionally as Name <address>',
  );
const connectionUrl = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a ${protocols.map((protocol) => `${protocol}//`).join(' or ')} address`,
  );

export const twoFactorSettings = ['off', 'admins', 'all'] as const;
export type TwoFactorSetting = (typeof twoFactorSettings)[number];

const positiveWhole = z.coerce
  .number({ error: 'must be a whole number of 1 or more' })
  .int('must be a whole number of 1 or more')
  .min(1, 'must be a whole number of 1 or more');

const variables = {
  // Run time: storage, mail and the client address.
  DATA_DIR: { readAt: 'run', schema: optional(z.string()) },
  DATABASE_URL: { readAt: 'run', schema: optional(connectionUrl(['postgres:', 'postgresql:'])) },
  SMTP_URL: { readAt: 'run', schema: optional(connectionUrl(['smtp:', 'smtps:'])) },
  MAIL_FROM: { readAt: 'run', schema: optional(mailbox) },
  INQUIRY_TO: { readAt: 'run', schema: optional(emailList) },
  TRUSTED_PROXY_HOPS: {
    readAt: 'run',
    schema: optional(
      z.coerce.number({ error: 'must be a whole number from 0 to 10' }).int('must be a whole number from 0 to 10').min(0).max(10),
    ).transform((hops) => hops ?? 0),
  },
  /** Tests only (load and fault suites): enquiries allowed per address in ten minutes. */
  LEAD_RATE_LIMIT: { readAt: 'run', schema: optional(positiveWhole).transform((limit) => limit ?? 5) },
  /** Tests only: the wait before the first mail retry; later waits double, and the worker checks every half of it. */
  OUTBOX_RETRY_SECONDS: { readAt: 'run', schema: optional(positiveWhole).transform((seconds) => seconds ?? 30) },
  /** Who must sign in with a second factor (src/features/auth/two-factor-policy.ts). */
  STAFF_TWO_FACTOR: {
    readAt: 'run',
    schema: optional(z.enum(twoFactorSettings, { error: 'must be off, admins or all' })).transform((setting) => setting ?? 'admins'),
  },
  LOG_LEVEL: {
    readAt: 'run',
    schema: optional(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      }),
    ).transform((level) => level ?? 'info'),
  },
  // Run time: the calculator is rendered per request, and its page policy (src/lib/page-policy.ts) is set per request.
  MAP_TILE_URL: {
    readAt: 'run',
    schema: optional(mapTemplate).transform(
      (url) => url ?? 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
    ),
  },
  /** Empty means no labels overlay; unset means the default overlay. */
  MAP_LABELS_URL: {
    readAt: 'run',
    schema: z
      .union([z.literal(''), mapTemplate])
      .optional()
      .transform(
        (url) => url ?? 'https://server.arcgisonline.com/ArcGIS/rest/services/Reference/World_Boundaries_and_Places/MapServer/tile/{z}/{y}/{x}',
      ),
  },
  GEOCODER_URL: {
    readAt: 'run',
    schema: optional(httpUrl('a Nominatim-compatible search endpoint')).transform((url) => url ?? 'https://nominatim.openstreetmap.org/search'),
  },
  // Build time: shown on prerendered pages.
  PUBLIC_SITE_URL: {
    readAt: 'build',
    schema: optional(httpUrl('the public origin, e.g. https://www.example.com')).transform((url) => url ?? 'http://localhost:3000'),
  },
  SITE_PHONE: {
    readAt: 'build',
    schema: optional(z.string().regex(/^\+?[\d\s()-]{6,}$/, 'must be a phone number such as +966 12 000 0000')).transform(
      (phone) => phone ?? '+966 12 000 0000',
    ),
  },
  SITE_EMAIL: { readAt: 'build', schema: optional(email).transform((address) => address ?? 'info@sahel-group.com.sa') },
  SALES_EMAIL: { readAt: 'build', schema: optional(email).transform((address) => address ?? 'sales@sahel-group.com.sa') },
  ANDROID_APP_URL: { readAt: 'build', schema: optional(httpUrl('a store page')).transform((url) => url ?? '') },
  IOS_APP_URL: { readAt: 'build', schema: optional(httpUrl('a store page')).transform((url) => url ?? '') },
} as const;

type Variables = typeof variables;
export type Env = { [Name in keyof Variables]: z.output<Variables[Name]['schema']> };
export type VariableName = keyof Variables;

/** When each variable is read: `build` ones need a rebuild to change what prerendered pages show. */
export const readAt = Object.fromEntries(Object.entries(variables).map(([name, { readAt }]) => [name, readAt])) as {
  [Name in VariableName]: 'build' | 'run';
};

const schema = z.object(
  Object.fromEntries(Object.entries(variables).map(([name, variable]) => [name, variable.schema])) as {
    [Name in VariableName]: Variables[Name]['schema'];
  },
);

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment, fix these variables and start again:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the given variables; throws an `EnvError` naming every bad one. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(Object.fromEntries(Object.keys(variables).map((name) => [name, source[name]])));
  if (result.success) return result.data as Env;
  throw new EnvError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} ${issue.message} (got ${JSON.stringify(source[name])})`;
    }),
  );
}

/** The server's settings, parsed once when first imported. */
export const env: Env = parseEnv(process.env);

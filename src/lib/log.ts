import pino, { type DestinationStream, type Logger } from 'pino';
import { env } from '../env';

type LoggedError = { type: string; message: string; code?: string | number; stack?: string; cause?: { type: string; code?: string | number } };

const codeOf = (error: object): string | number | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number' ? code : undefined;
};

/**
 * An error as a log line shows it: its kind, message, code and stack frames, and the kind and code of its cause.
 * Nothing else: a failed query carries the query's parameters (drizzle puts them in its message after "params:",
 * the database driver on `params`), and the database error behind it can quote a value back (`detail`), so the
 * parameters, the cause's own text and every other property stay out. Those values are what a visitor typed.
 */
export function serializeError(error: unknown): LoggedError | string {
  if (typeof error === 'string') return error;
  if (!(error instanceof Error)) return { type: typeof error === 'object' && error ? 'Object' : typeof error, message: '' };
  const message = error.message.split(/\r?\nparams:/)[0]!;
  const frames = error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const cause = error.cause instanceof Error ? { type: error.cause.name, code: codeOf(error.cause) } : undefined;
  return { type: error.name, message, code: codeOf(error), stack: frames ? `${error.name}: ${message}\n${frames}` : undefined, cause };
}

/**
 * The server's logger: JSON lines on stdout (`LOG_LEVEL`, default info), ready for any log collector.
 * Lines never carry a password, token or cookie (redacted wherever they appear), errors under `err` lose whatever
 * data they carry (`serializeError`), and callers log ids and outcomes, never whole form bodies. Request code logs
 * through `requestLog()` (log.server.ts), which adds the request id; start-up, background work and scripts use `log`.
 */
export function createLogger(destination?: DestinationStream): Logger {
  const options = {
    level: env.LOG_LEVEL,
    base: undefined,
    serializers: { err: serializeError },
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'cookie', '*.cookie', 'authorization', '*.authorization', 'body', '*.body'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const log = createLogger();

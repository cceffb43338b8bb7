import pino, { type DestinationStream, type Logger } from 'pino';
import { env } from '../env';

/**
 * The server's logger: JSON lines on stdout (`LOG_LEVEL`, default info), ready for any log collector.
 * Lines never carry a password, token or cookie (redacted wherever they appear), and callers log ids and
 * outcomes, never whole form bodies. Request code logs through `requestLog()` (log.server.ts), which adds the
 * request id; start-up, background work and scripts use `log`.
 */
export function createLogger(destination?: DestinationStream): Logger {
  const options = {
    level: env.LOG_LEVEL,
    base: undefined,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'cookie', '*.cookie', 'authorization', '*.authorization', 'body', '*.body'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const log = createLogger();

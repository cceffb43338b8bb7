import 'server-only';
import { headers } from 'next/headers';
import pino, { type DestinationStream, type Logger } from 'pino';
import { env } from '@/env';

/**
 * The server's logger: JSON lines on stdout (`LOG_LEVEL`, default info), ready for any log collector.
 * Lines never carry a password, token or cookie (redacted wherever they appear), and callers log ids and
 * outcomes, never whole form bodies.
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

/** The logger for this request: every line carries the request id `npm start` gave it (also sent as `X-Request-Id`). */
export async function requestLog(): Promise<Logger> {
  try {
    const id = (await headers()).get('x-request-id');
    return id ? log.child({ requestId: id }) : log;
  } catch {
    // Outside a request (start-up, background work).
    return log;
  }
}

import 'server-only';
import { headers } from 'next/headers';
import type { Logger } from 'pino';
import { log } from './log';

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

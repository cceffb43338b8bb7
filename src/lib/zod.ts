import { z } from 'zod';
import { isPlainText, type TextKind } from './plain-text';

/**
 * Zod for schemas the browser may run too (the staff article editor; public pages check their forms without zod, see
 * `features/leads/field-rules.ts`). Without `jitless`, zod probes whether it may compile code with `new Function`,
 * which the site's Content-Security-Policy forbids: the probe's failure is caught, but the browser still reports a
 * policy violation on every page that runs zod.
 */
z.config({ jitless: true });

/**
 * The check every text a person types goes through: no control characters, and on one line no direction controls
 * either (`lib/plain-text.ts`). `z.string().trim().check(plainText('line', 'controlCharacters'))` fails with that message.
 */
export const plainText = (kind: TextKind, message: string) => z.refine<string>((value) => isPlainText(value, kind), message);

export { z };

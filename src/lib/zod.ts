import { z } from 'zod';

/**
 * Zod for schemas the browser may run too (the staff article editor; public pages check their forms without zod, see
 * `features/leads/field-rules.ts`). Without `jitless`, zod probes whether it may compile code with `new Function`,
 * which the site's Content-Security-Policy forbids: the probe's failure is caught, but the browser still reports a
 * policy violation on every page that runs zod.
 */
z.config({ jitless: true });

export { z };

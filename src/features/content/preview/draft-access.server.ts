import 'server-only';
import { draftMode } from 'next/headers';
import { cache } from 'react';
import { can } from '@/config/permissions';
import { getCurrentUser } from '@/features/auth/current-user';
import { mustEnrol } from '@/features/auth/two-factor-policy';
import { log } from '@/lib/log';

/**
 * Whether this request is shown drafts: Next's draft mode is on (its bypass cookie, set by the preview route) AND the
 * request carries a valid staff session whose role may edit content, as the preview route itself asks. The bypass
 * cookie alone proves nothing about the person holding it (it outlives a sign-out, and can be copied), so without
 * the session a page in draft mode shows what visitors see. Asked once per request.
 *
 * Pages are prerendered with draft mode off (`draftMode()` then answers false without making the page dynamic), so
 * the session is only looked at on requests Next already renders for one person.
 */
export const seesDrafts = cache(async (): Promise<boolean> => {
  if (!(await draftMode()).isEnabled) return false;
  try {
    const user = await getCurrentUser();
    return Boolean(user && !mustEnrol(user) && can(user.role, 'content'));
  } catch (err) {
    // The session cannot be checked (database out of reach): the published page, as for anyone.
    log.warn({ err }, 'The session of a draft-mode request could not be checked; the published page is shown');
    return false;
  }
});

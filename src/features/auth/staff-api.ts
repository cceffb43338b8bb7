import 'server-only';
import { getCurrentUser, isSameOriginRequest } from './current-user';
import { can, type Permission } from '@/config/permissions';
import type { SessionUser } from './sessions';
import { mustEnrol } from './two-factor-policy';

/**
 * The gate of every staff API: 401 without a session; 403 while the account must first set up two-factor sign-in,
 * when the role lacks the permission, and for a change
 * (or, with `sameOriginReads`, any request) asked from another site. Answers the user, or the response to send instead.
 */
export async function staffApiGate(
  request: Request,
  permission: Permission,
  { sameOriginReads = false } = {},
): Promise<{ user: SessionUser } | { response: Response }> {
  const user = await getCurrentUser();
  if (!user) return { response: Response.json({ error: 'Sign in to continue.' }, { status: 401 }) };
  if (mustEnrol(user)) {
    return { response: Response.json({ error: 'Set up two-factor sign-in first, at /admin/security: your role requires it.' }, { status: 403 }) };
  }
  if (!can(user.role, permission)) return { response: Response.json({ error: 'Your role does not allow this.' }, { status: 403 }) };
  if ((sameOriginReads || request.method !== 'GET') && !(await isSameOriginRequest())) {
    return { response: Response.json({ error: 'Cross-site requests are refused.' }, { status: 403 }) };
  }
  return { user };
}

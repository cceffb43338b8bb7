import 'server-only';
import { getCurrentUser, isSameOriginRequest } from './current-user';
import type { SessionUser } from './sessions';

/**
 * The gate of every staff API: 401 without a session; 403 for a change asked from another site.
 * Answers the user, or the response to send instead.
 */
export async function staffApiGate(request: Request): Promise<{ user: SessionUser } | { response: Response }> {
  const user = await getCurrentUser();
  if (!user) return { response: Response.json({ error: 'Sign in to continue.' }, { status: 401 }) };
  if (request.method !== 'GET' && !(await isSameOriginRequest())) {
    return { response: Response.json({ error: 'Cross-site requests are refused.' }, { status: 403 }) };
  }
  return { user };
}

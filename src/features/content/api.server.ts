import 'server-only';
import { staffApiGate } from '@/features/auth/staff-api';
import type { SessionUser } from '@/features/auth/sessions';
import { BodyError, readFields } from '@/lib/read-body';

/** A page's document is tens of kilobytes in two languages; far larger bodies are refused unread. */
const bodyLimit = 1024 * 1024;

/** Route ids, as the editor's addresses carry them. */
export const documentIdPattern = /^[a-z0-9-]{1,120}$/;

const isVersion = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** A staff API's JSON body: the fields, or the answer for an unreadable one. */
export async function readJson(request: Request): Promise<{ fields: Record<string, unknown> } | { response: Response }> {
  try {
    return { fields: await readFields(request, bodyLimit, ['application/json']) };
  } catch (error) {
    const status = error instanceof BodyError ? error.status : 400;
    return { response: Response.json({ error: error instanceof Error ? error.message : 'Unreadable body.' }, { status }) };
  }
}

/** A version number a body names under `name`, or the answer refusing it. */
export function versionField(fields: Record<string, unknown>, name: string): { version: number } | { response: Response } {
  const value = fields[name];
  return isVersion(value) ? { version: value } : { response: Response.json({ error: `${name} must be a version number.` }, { status: 400 }) };
}

export const documentNotFound = () => Response.json({ error: 'Document not found' }, { status: 404 });

/**
 * What every API under `/api/admin/content/{id}` asks first: a staff session allowed to edit content (from this site's
 * pages, for reads too when `sameOriginReads`), and an id shaped like a route id. The user and id, or the answer.
 */
export async function documentRequest(
  request: Request,
  params: Promise<{ id: string }>,
  options?: { sameOriginReads?: boolean },
): Promise<{ user: SessionUser; id: string } | { response: Response }> {
  const gate = await staffApiGate(request, 'content', options);
  if ('response' in gate) return gate;
  const { id } = await params;
  return documentIdPattern.test(id) ? { user: gate.user, id } : { response: documentNotFound() };
}

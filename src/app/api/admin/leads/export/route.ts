import { getDatabase } from '@/db';
import { getCurrentUser, isSameOriginRequest } from '@/features/auth/current-user';
import { filtersFromQuery } from '@/features/leads/filters';
import { allLeads, leadsToCsv } from '@/features/leads/leads.server';

export const dynamic = 'force-dynamic';

/** The inbox's current filter as CSV (UTF-8 with BOM): signed-in staff only, from this site only. */
export async function GET(request: Request) {
  if (!(await getCurrentUser())) return Response.json({ error: 'Sign in to export leads.' }, { status: 401 });
  if (!(await isSameOriginRequest())) return Response.json({ error: 'Cross-site requests are refused.' }, { status: 403 });
  const { db } = await getDatabase();
  const rows = await allLeads(db, filtersFromQuery(new URL(request.url).searchParams));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(leadsToCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}

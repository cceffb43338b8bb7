import { getDatabase } from '@/db';
import { staffApiGate } from '@/features/auth/staff-api';
import { filtersFromQuery } from '@/features/leads/filters';
import { allLeads, leadsToCsv } from '@/features/leads/leads.server';

export const dynamic = 'force-dynamic';

/** The inbox's current filter as CSV (UTF-8 with BOM): staff whose role includes the leads, from this site only. */
export async function GET(request: Request) {
  const gate = await staffApiGate(request, 'leads', { sameOriginReads: true });
  if ('response' in gate) return gate.response;
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

import { getDatabase } from '@/db';
import { requestLog } from '@/lib/log.server';
import { pingDatabase } from '@/db/open';

export const dynamic = 'force-dynamic';

/** 200 with the database's state when it answers, 503 when it does not (DESIGN.md §2). */
export async function GET() {
  const started = performance.now();
  try {
    const { db, kind } = await getDatabase();
    await pingDatabase(db);
    return Response.json(
      { status: 'ok', database: { kind, state: 'up', latencyMs: Math.round(performance.now() - started) } },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    (await requestLog()).error({ err: error }, 'Health check: database unavailable');
    return Response.json({ status: 'error', database: { state: 'down' } }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}

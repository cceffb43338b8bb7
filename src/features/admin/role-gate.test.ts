import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@/features/auth/sessions';
import { findUserByEmail, upsertUser } from '@/features/auth/users';

describe('staff screens a role may not open', () => {
  let roleRefusal: typeof import('./role-gate.server').roleRefusal;
  const sessions: Record<'admin' | 'editor', string> = { admin: '', editor: '' };

  beforeAll(async () => {
    // The proxy asks the server's own database: an embedded one in a folder of its own, set before src/env.ts is read.
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'site-role-gate-'));
    ({ roleRefusal } = await import('./role-gate.server'));
    const { db } = await (await import('@/db')).getDatabase();
    for (const role of ['admin', 'editor'] as const) {
      const email = `${role}@example.com`;
      await upsertUser(db, { email, password: 'A long enough password', role });
      sessions[role] = await createSession(db, (await findUserByEmail(db, email))!.id);
    }
  });

  it('answers an editor the same 403 page for the inbox and for every lead id, whether the lead exists or not', async () => {
    for (const pathname of ['/en/admin/leads', '/en/admin/leads/1', '/en/admin/leads/999999'])
      expect(await roleRefusal(pathname, sessions.editor), pathname).toBe('/en/admin/no-access');
    expect(await roleRefusal('/admin/leads/2', sessions.editor)).toBe('/ar/admin/no-access');
  });

  it('lets through a role that may open the screen, anyone without a session, and every other page', async () => {
    expect(await roleRefusal('/en/admin/leads/1', sessions.admin)).toBeUndefined();
    expect(await roleRefusal('/en/energy/admin/news', sessions.editor)).toBeUndefined();
    expect(await roleRefusal('/en/admin/leads/1', undefined)).toBeUndefined();
    expect(await roleRefusal('/en/admin/leads/1', 'forged')).toBeUndefined();
    expect(await roleRefusal('/en/contact', sessions.editor)).toBeUndefined();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@/features/auth/sessions';
import { findUserByEmail, upsertUser } from '@/features/auth/users';

describe('missing records answered by the proxy', () => {
  let session: string;
  let missingRecordPage: typeof import('./missing-records.server').missingRecordPage;

  beforeAll(async () => {
    // The proxy asks the server's own database (embedded here, in a folder of its own), which seeds the launch
    // articles on first start. The settings are read once, when src/env.ts is first imported: set them before.
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'site-missing-'));
    ({ missingRecordPage } = await import('./missing-records.server'));
    const { db } = await (await import('@/db')).getDatabase();
    await upsertUser(db, { email: 'staff@example.com', password: 'A long enough password', role: 'admin' });
    session = await createSession(db, (await findUserByEmail(db, 'staff@example.com'))!.id);
  });

  it('shows the article not-found page, in the address language, for an id with no article or no id at all', async () => {
    expect(await missingRecordPage('/energy/news/999999')).toBe('/ar/energy/news/missing');
    expect(await missingRecordPage('/en/energy/news/not-a-number')).toBe('/en/energy/news/missing');
    expect(await missingRecordPage('/en/energy/news/1.5')).toBe('/en/energy/news/missing');
  });

  it('renders existing articles and every other page as usual', async () => {
    expect(await missingRecordPage('/en/energy/news/1')).toBeUndefined();
    expect(await missingRecordPage('/energy/news')).toBeUndefined();
    expect(await missingRecordPage('/en/about')).toBeUndefined();
  });

  it('tells only a signed-in staff member that a lead does not exist', async () => {
    expect(await missingRecordPage('/en/admin/leads/999999', session)).toBe('/en/admin/leads/missing');
    expect(await missingRecordPage('/admin/leads/999999', session)).toBe('/ar/admin/leads/missing');
    expect(await missingRecordPage('/en/admin/leads/999999')).toBeUndefined();
    expect(await missingRecordPage('/en/admin/leads/999999', 'forged')).toBeUndefined();
  });
});

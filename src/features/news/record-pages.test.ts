import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@/features/auth/sessions';
import { findUserByEmail, upsertUser } from '@/features/auth/users';

describe('pages of one record, answered by the proxy', () => {
  let session: string;
  let recordPage: typeof import('./record-pages.server').recordPage;
  const missingRecordPage = async (pathname: string, session?: string) => {
    const answer = await recordPage(pathname, session);
    return answer?.status === 404 ? answer.page : undefined;
  };

  beforeAll(async () => {
    // The proxy asks the server's own database (embedded here, in a folder of its own), which seeds the launch
    // articles on first start. The settings are read once, when src/env.ts is first imported: set them before.
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'site-missing-'));
    ({ recordPage } = await import('./record-pages.server'));
    const { db } = await (await import('@/db')).getDatabase();
    await upsertUser(db, { email: 'staff@example.com', password: 'A long enough password', role: 'admin' });
    session = await createSession(db, (await findUserByEmail(db, 'staff@example.com'))!.id);
  });

  it('shows the article not-found page, in the address language, for an id with no article or no id at all', async () => {
    expect(await missingRecordPage('/energy/news/999999')).toBe('/ar/energy/news/missing');
    expect(await missingRecordPage('/en/energy/news/not-a-number')).toBe('/en/energy/news/missing');
    expect(await missingRecordPage('/en/energy/news/1.5')).toBe('/en/energy/news/missing');
  });

  it('renders every other page as usual', async () => {
    expect(await recordPage('/energy/news')).toBeUndefined();
    expect(await recordPage('/en/about')).toBeUndefined();
  });

  it('renders an article under a revision that changes whenever it or its section’s list does', async () => {
    const { db } = await (await import('@/db')).getDatabase();
    const { getArticle, updateArticle, deleteArticles, relatedArticles } = await import('@/features/news/news.server');
    const first = await recordPage('/en/energy/news/1');
    expect(first).toEqual({ page: expect.stringMatching(/^\/en\/energy\/news\/1\/[\w-]+$/), status: 200 });
    expect(await recordPage('/energy/news/1')).toEqual({ page: first!.page.replace('/en/', '/ar/'), status: 200 });
    expect(await recordPage('/en/energy/news/1'), 'the same while nothing changes').toEqual(first);

    // Saved unchanged: every save stamps the article as changed.
    const article = (await getArticle(db, 1))!;
    expect(await updateArticle(db, 1, article)).toMatchObject({ ok: true });
    const edited = await recordPage('/en/energy/news/1');
    expect(edited!.page, 'after an edit').not.toBe(first!.page);

    const [neighbour] = await relatedArticles(db, article, 'en');
    expect(neighbour, 'the seed has another article in the section').toBeDefined();
    await deleteArticles(db, [neighbour!.id]);
    expect((await recordPage('/en/energy/news/1'))!.page, 'after a related article is deleted').not.toBe(edited!.page);
  });

  it('tells only a signed-in staff member that a lead does not exist', async () => {
    expect(await missingRecordPage('/en/admin/leads/999999', session)).toBe('/en/admin/leads/missing');
    expect(await missingRecordPage('/admin/leads/999999', session)).toBe('/ar/admin/leads/missing');
    expect(await missingRecordPage('/en/admin/leads/999999')).toBeUndefined();
    expect(await missingRecordPage('/en/admin/leads/999999', 'forged')).toBeUndefined();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDocument } from '@/components/sections/blocks/document';
import type { DatabaseHandle } from '@/db/open';
import { contentAudit, outbox, users } from '@/db/schema';
import CacheHandler, { invalidateTags } from '@/lib/next-cache/handler.mjs';
import { testDatabases } from '../../../../tests/support/databases';
import { createEntry, deleteEntry, storedEntries } from '../entries/store.server';
import { documentDraft, saveVersion } from '../store.server';
import { runSchedulePass } from './worker.server';
import { cancelSchedule, pendingSchedules, runDueSchedules, scheduleChange } from './store.server';

/** Slugs and addresses unique per run, so runs on a shared PostgreSQL server only meet their own rows. */
const marker = `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const complete = (title: string) => (): Omit<PageDocument, 'id'> => ({
  accent: 'energy',
  seo: { title: { ar: 'مضخة', en: title }, description: { ar: 'مضخة شمسية', en: `${title} for farms` } },
  hero: { title: { ar: 'مضخة', en: title }, image: '/images/scenes/energy-catalogue.svg' },
  blocks: [],
});

const minutes = (count: number, from = new Date()) => new Date(from.getTime() + count * 60_000);

for (const target of testDatabases) {
  describe(`scheduled publishing on ${target.name}`, () => {
    let handle: DatabaseHandle;
    let userId: number;
    const entry = async (name: string) => {
      const created = await createEntry(handle.db, {
        collection: 'energy-products',
        slug: `${marker}-${name}-${target.name.length}`,
        template: complete(name),
        userId,
      });
      if (!created.ok) throw new Error(created.reason);
      return created.id;
    };
    const published = async (id: string) => (await storedEntries(handle.db)).find((candidate) => candidate.id === id)?.published;
    const audit = async (id: string) =>
      (await handle.db.select({ action: contentAudit.action }).from(contentAudit).where(eq(contentAudit.documentId, id))).map((row) => row.action);

    beforeAll(async () => {
      handle = await target.open();
      const [user] = await handle.db
        .insert(users)
        .values({ email: `planner-${target.name.length}.${marker}@example.com`, passwordHash: 'x', role: 'editor' })
        .returning({ id: users.id });
      userId = user!.id;
    });
    afterAll(async () => {
      // The planner's e-mails leave with this run, so later suites delivering the outbox do not meet them.
      await handle.db.delete(outbox).where(eq(outbox.to, `planner-${target.name.length}.${marker}@example.com`));
      await handle.close();
    });

    it('publishes at the planned minute and not before, once, then takes the entry off at its own minute', async () => {
      const id = await entry('launch');
      const now = new Date();
      expect(await scheduleChange(handle.db, { documentId: id, action: 'publish', runAt: minutes(-1, now), userId, now })).toEqual({
        ok: false,
        reason: 'past',
      });
      // Nothing to take off: it is not on the site and nothing will put it there.
      expect(await scheduleChange(handle.db, { documentId: id, action: 'unpublish', runAt: minutes(60, now), userId, now })).toEqual({
        ok: false,
        reason: 'notPublished',
      });
      expect((await scheduleChange(handle.db, { documentId: id, action: 'publish', runAt: minutes(1, now), userId, now })).ok).toBe(true);
      // Planning again replaces the earlier time.
      expect((await scheduleChange(handle.db, { documentId: id, action: 'publish', runAt: minutes(2, now), userId, now })).ok).toBe(true);
      expect((await scheduleChange(handle.db, { documentId: id, action: 'unpublish', runAt: minutes(60, now), userId, now })).ok).toBe(true);
      const pending = await pendingSchedules(handle.db, id);
      expect(pending.map((schedule) => [schedule.action, schedule.runAt.getTime()])).toEqual([
        ['publish', minutes(2, now).getTime()],
        ['unpublish', minutes(60, now).getTime()],
      ]);

      expect(await runDueSchedules(handle.db, minutes(1, now))).toEqual([]);
      expect(await published(id)).toBe(false);
      const runs = await runDueSchedules(handle.db, minutes(2, now));
      expect(runs.map((run) => [run.documentId, run.action, run.outcome])).toEqual([[id, 'publish', 'published']]);
      expect(await published(id)).toBe(true);
      expect(await runDueSchedules(handle.db, minutes(3, now))).toEqual([]);

      expect((await runDueSchedules(handle.db, minutes(61, now))).map((run) => run.outcome)).toEqual(['unpublished']);
      expect(await published(id)).toBe(false);
      expect(await pendingSchedules(handle.db, id)).toEqual([]);
      expect((await audit(id)).filter((action) => action.startsWith('schedule'))).toEqual([
        'schedule-publish',
        'schedule-publish',
        'schedule-unpublish',
        'scheduled-publish',
        'scheduled-unpublish',
      ]);
    });

    it('carries a change out once when several instances look for due changes at the same moment', async () => {
      const id = await entry('race');
      const now = new Date();
      await scheduleChange(handle.db, { documentId: id, action: 'publish', runAt: minutes(1, now), userId, now });
      const passes = await Promise.all([0, 1, 2, 3].map(() => runDueSchedules(handle.db, minutes(1, now))));
      expect(passes.flat().filter((run) => run.documentId === id)).toHaveLength(1);
      expect((await audit(id)).filter((action) => action === 'scheduled-publish')).toHaveLength(1);
    });

    it('refuses to plan publishing an incomplete version, and reports one left incomplete by the minute it was due', async () => {
      const id = await entry('gaps');
      const now = new Date();
      const draft = (await documentDraft(handle.db, id))!;
      const incomplete = { ...draft.data!, hero: { ...draft.data!.hero, title: { ar: 'مضخة', en: '' } } };
      const saved = await saveVersion(handle.db, { data: incomplete, baseVersion: draft.version, userId });
      expect(saved.ok).toBe(true);
      expect(await scheduleChange(handle.db, { documentId: id, action: 'publish', runAt: minutes(5, now), userId, now })).toEqual({
        ok: false,
        reason: 'gaps',
      });

      const other = await entry('later-gaps');
      const otherDraft = (await documentDraft(handle.db, other))!;
      const plan = await scheduleChange(handle.db, { documentId: other, action: 'publish', runAt: minutes(5, now), userId, now });
      expect(plan.ok).toBe(true);
      await saveVersion(handle.db, {
        data: { ...otherDraft.data!, hero: { ...otherDraft.data!.hero, title: { ar: '', en: 'Pump' } } },
        baseVersion: otherDraft.version,
        userId,
      });
      const runs = await runSchedulePass(handle.db, minutes(5, now));
      expect(runs.find((run) => run.documentId === other)?.outcome).toBe('gaps');
      expect(await published(other)).toBe(false);
      const [mail] = await handle.db
        .select({ to: outbox.to, subject: outbox.subject, text: outbox.text })
        .from(outbox)
        .where(eq(outbox.dedupeKey, `schedule:${plan.ok ? plan.id : 0}`));
      expect(mail?.to).toBe(`planner-${target.name.length}.${marker}@example.com`);
      expect(mail?.text).toContain('did not happen');
      expect(mail?.text).toContain(`/admin/content/${other}\n`);
      expect(mail?.text).toContain(`/en/admin/content/${other}`);
    });

    it('calls off a plan by hand, and every plan of an entry that is deleted', async () => {
      const id = await entry('called-off');
      const now = new Date();
      const plan = await scheduleChange(handle.db, { documentId: id, action: 'publish', runAt: minutes(10, now), userId, now });
      if (!plan.ok) throw new Error(plan.reason);
      expect(await cancelSchedule(handle.db, { id: plan.id, documentId: id, userId })).toBe(true);
      expect(await cancelSchedule(handle.db, { id: plan.id, documentId: id, userId })).toBe(false);
      expect(await pendingSchedules(handle.db, id)).toEqual([]);

      await scheduleChange(handle.db, { documentId: id, action: 'publish', runAt: minutes(10, now), userId, now });
      expect(await deleteEntry(handle.db, { id, userId })).toBe(true);
      expect(await pendingSchedules(handle.db, id)).toEqual([]);
      expect(await runDueSchedules(handle.db, minutes(11, now))).toEqual([]);
      expect(await audit(id)).toContain('unschedule-publish');
    });

    it('tells the page cache the content changed when a pass published something', async () => {
      const handler = new CacheHandler();
      const key = `${marker}-${target.name.length}-search-index`;
      await handler.set(key, { kind: 'FETCH', data: {} }, { tags: ['content'] });
      expect(await handler.get(key, { kind: 'FETCH' })).not.toBeNull();
      const id = await entry('cache');
      const now = new Date();
      await scheduleChange(handle.db, { documentId: id, action: 'publish', runAt: minutes(1, now), userId, now });
      await runSchedulePass(handle.db, minutes(1, now));
      expect(await handler.get(key, { kind: 'FETCH' })).toBeNull();
      // The same call other work outside a request would make.
      await handler.set(key, { kind: 'FETCH', data: {} }, { tags: ['content'] });
      invalidateTags(['content']);
      expect(await handler.get(key, { kind: 'FETCH' })).toBeNull();
    });
  });
}

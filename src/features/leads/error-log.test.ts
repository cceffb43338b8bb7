import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/open';
import { createLogger } from '@/lib/log';
import { testDatabases } from '../../../tests/support/databases';
import { createLead } from './leads.server';

/** A lead the database refuses (a NUL character, which PostgreSQL text cannot hold), as the validation once let through. */
const refused = {
  name: 'Private Person\u0000',
  email: 'private.person@example.com',
  phone: '+966 55 987 6543',
  company: 'Private Company',
  service: 'other',
  message: 'A private message about our factory.',
};

const noMail = { from: 'site@example.com', inquiryTo: 'sales@example.com' };

for (const target of testDatabases) {
  describe(`the error log on ${target.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(async () => {
      await handle.close();
    });

    it('reports a failing insert by its query and code, never with what the visitor typed', async () => {
      const failure = await createLead(handle.db, { form: 'contact', page: '/contact', locale: 'en', input: refused }, noMail).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);

      const lines: string[] = [];
      const sink = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      createLogger(sink).error({ err: failure, form: 'contact' }, 'Enquiry from a form could not be stored');
      const line = lines.join('');
      expect(JSON.parse(line).err).toMatchObject({ message: expect.stringMatching(/^Failed query: insert into "leads"/), cause: { code: '22021' } });
      for (const value of Object.values(refused).filter((value) => value !== 'other')) expect(line).not.toContain(value.replace('\u0000', ''));
      expect(line).not.toMatch(/Private|private/);
    });
  });
}

import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';

import { createLogger } from './log';

describe('server log lines', () => {
  it('are JSON and never carry passwords, tokens, cookies or form bodies', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger(sink).child({ requestId: 'req-1' });
    logger.info(
      { email: 'a@example.com', password: 'secret passphrase', request: { token: 't0k3n', cookie: 'session=x' }, body: 'name=A&message=B' },
      'Sign-in',
    );
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({ msg: 'Sign-in', requestId: 'req-1', email: 'a@example.com', level: 30 });
    expect(JSON.stringify(line)).not.toMatch(/secret passphrase|t0k3n|session=x|message=B/);
  });

  it('show an error by kind, message, code and stack, without its parameters or what its cause quotes back', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const cause = Object.assign(new Error('duplicate key value: Key (email)=(sara@example.com)'), { code: '23505', detail: 'sara@example.com' });
    const error = Object.assign(new Error('Failed query: insert into "leads" values ($1)\nparams: Sara,sara@example.com', { cause }), {
      params: ['Sara', 'sara@example.com'],
      code: 'E_QUERY',
    });
    createLogger(sink).error({ err: error }, 'Failed');
    const { err } = JSON.parse(lines[0]!);
    expect(err).toMatchObject({ type: 'Error', message: 'Failed query: insert into "leads" values ($1)', code: 'E_QUERY', cause: { code: '23505' } });
    expect(err.stack).toMatch(/^Error: Failed query[^\n]*\n\s+at /);
    expect(lines[0]).not.toMatch(/sara|Sara/);
  });
});

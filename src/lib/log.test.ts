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
});

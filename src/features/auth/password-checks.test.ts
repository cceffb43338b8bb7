import { describe, expect, it } from 'vitest';
import { boundedQueue, PasswordChecksBusy } from './password-checks';
import { hashPassword, verifyPassword } from './password';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('the password-check queue', () => {
  it('runs one check at a time, keeps a few waiting in order, and refuses the rest at once', async () => {
    const queue = boundedQueue({ atOnce: 1, waiting: 2 });
    const gates = [deferred(), deferred(), deferred()];
    const order: number[] = [];
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        order.push(i);
        await gate.promise;
        return i;
      }),
    );
    await expect(queue.run(async () => 'too many')).rejects.toBeInstanceOf(PasswordChecksBusy);
    expect(queue.state).toEqual({ running: 1, waiting: 2 });
    expect(order).toEqual([0]);
    gates.forEach((gate) => gate.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(order).toEqual([0, 1, 2]);
    expect(queue.state).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its place when a check fails', async () => {
    const queue = boundedQueue({ atOnce: 1, waiting: 0 });
    await expect(queue.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});

describe('hashing off the shared thread pool', () => {
  it('leaves the libuv pool free: file reads finish while passwords are checked', async () => {
    const { readFile } = await import('node:fs/promises');
    const hash = await hashPassword('a long enough passphrase');
    // Four checks (more than the pool's four threads could take on together) and a file read started after them.
    const checks = Array.from({ length: 4 }, () => verifyPassword('a wrong passphrase!!', hash));
    const started = performance.now();
    await readFile(import.meta.filename);
    const readMs = performance.now() - started;
    expect(await Promise.all(checks)).toEqual([false, false, false, false]);
    // With crypto.scrypt on the pool, the read waited for a whole check (~0.4 s); on the worker it takes milliseconds.
    expect(readMs).toBeLessThan(150);
  }, 30_000);
});

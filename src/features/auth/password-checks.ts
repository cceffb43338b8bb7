import { Worker } from 'node:worker_threads';

/**
 * Password hashing, one check at a time, on a thread of its own.
 *
 * scrypt at N=2^17 takes ~0.4 s of CPU and 128 MiB. Node's own `crypto.scrypt` runs on libuv's four-thread pool,
 * which also reads files and compresses responses: a burst of sign-in attempts (even for unknown e-mails, which are
 * checked against a dummy hash so timing reveals nothing) used to fill that pool and stall every page. Here each
 * check runs `scryptSync` in a dedicated worker thread, so the pool stays free and at most `atOnce` cores hash; the
 * next few wait in a short queue, and beyond it an attempt is refused at once (`PasswordChecksBusy`) instead of
 * piling up.
 */
export class PasswordChecksBusy extends Error {
  constructor() {
    super('Too many password checks are waiting.');
    this.name = 'PasswordChecksBusy';
  }
}

/** Runs at most `atOnce` tasks together, keeps at most `waiting` more in order, and refuses any beyond. */
export function boundedQueue({ atOnce, waiting }: { atOnce: number; waiting: number }) {
  let running = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    running -= 1;
    queue.shift()?.();
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= atOnce) {
        if (queue.length >= waiting) throw new PasswordChecksBusy();
        await new Promise<void>((resolve) => queue.push(resolve));
      }
      running += 1;
      try {
        return await task();
      } finally {
        next();
      }
    },
    get state() {
      return { running, waiting: queue.length };
    },
  };
}

/** Plain CommonJS for the worker, so no bundler has to find a file for it. */
const workerSource = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});`;

export type ScryptJob = { password: string; salt: Buffer; keyLength: number; options: { N: number; r: number; p: number; maxmem: number } };

const state = globalThis as unknown as { passwordWorker?: Worker };

/** The worker, started on first use and kept (idle, it does not hold the process open); a crashed one is replaced. */
function worker(): Worker {
  if (state.passwordWorker) return state.passwordWorker;
  const started = new Worker(workerSource, { eval: true });
  started.unref();
  started.on('error', () => {});
  started.on('exit', () => {
    if (state.passwordWorker === started) state.passwordWorker = undefined;
  });
  state.passwordWorker = started;
  return started;
}

/** One scrypt in the worker (the queue lets only one run at a time, so replies come back in order). */
function scryptInWorker(job: ScryptJob): Promise<Buffer> {
  const thread = worker();
  // Held open while it works, so a command-line script waits for its hash.
  thread.ref();
  return new Promise((resolve, reject) => {
    const done = () => {
      thread.off('message', onMessage);
      thread.off('exit', onExit);
      thread.unref();
    };
    const onMessage = (reply: { key?: Uint8Array; error?: string }) => {
      done();
      if (reply.key) resolve(Buffer.from(reply.key));
      else reject(new Error(reply.error ?? 'scrypt failed'));
    };
    const onExit = () => {
      done();
      reject(new Error('The password worker stopped.'));
    };
    thread.on('message', onMessage);
    thread.on('exit', onExit);
    thread.postMessage(job);
  });
}

/** One check at a time (one core stays free for pages on a small machine); six more may wait, about 3 s at most. */
export const passwordChecks = boundedQueue({ atOnce: 1, waiting: 6 });

/** scrypt off the libuv pool, through the queue; throws `PasswordChecksBusy` when the queue is full. */
export function queuedScrypt(job: ScryptJob): Promise<Buffer> {
  return passwordChecks.run(() => scryptInWorker(job));
}

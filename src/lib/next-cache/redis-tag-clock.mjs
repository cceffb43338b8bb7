// @ts-check
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { TagClock } from './tag-clock.mjs';

/** @typedef {import('./tag-clock.mjs').Clock} Clock */
/** @typedef {{ level: number, msg: string, err?: { type: string, message: string, code?: string } }} LogRecord */
/** @typedef {Record<string, string>} Times The hash's value of each tag a change touched. */

// Writes each tag's new time (Redis's own clock, in ms; one past the stored time should that be later, so every
// write changes the value) and publishes them in one step, so no instance can read the one without the other.
const invalidateScript = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local times = {}
for i = 3, #ARGV do
  local at = string.format('%.0f', math.max(now, (tonumber(redis.call('HGET', KEYS[1], ARGV[i])) or 0) + 1))
  redis.call('HSET', KEYS[1], ARGV[i], at)
  times[ARGV[i]] = at
end
local message = cjson.encode({ from = ARGV[2], times = times })
redis.call('PUBLISH', ARGV[1], message)
return message`;

const levels = /** @type {Record<string, number>} */ ({ trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 });

/** A JSON line on stdout, as the server's logger (src/lib/log.ts) writes them, below `LOG_LEVEL` left out. */
function logLine(/** @type {LogRecord} */ record) {
  const threshold = process.env.LOG_LEVEL === 'silent' ? Infinity : (levels[process.env.LOG_LEVEL ?? ''] ?? levels.info);
  if (record.level >= /** @type {number} */ (threshold)) process.stdout.write(`${JSON.stringify({ time: Date.now(), ...record })}\n`);
}

/** @param {unknown} error */
function loggedError(error) {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const code = /** @type {{ code?: unknown }} */ (error).code;
  return { type: error.name, message: error.message, ...(typeof code === 'string' ? { code } : {}) };
}

/**
 * @typedef {object} RedisTagClockOptions
 * @property {string} url `redis://…` of the server every instance shares.
 * @property {string} [key] The hash of each tag's last invalidation.
 * @property {string} [channel] Where invalidations are announced.
 * @property {string} [name] The connections' names in Redis's CLIENT LIST (`<name>:commands`, `<name>:subscriber`).
 * @property {number} [heartbeatMs] How often the subscription is checked and a failed sync retried.
 * @property {(tags: string[]) => void} [onInvalidated] Called with the tags another instance invalidated.
 * @property {(record: LogRecord) => void} [log]
 */

/**
 * The tag clock every instance of the site shares through Redis. An invalidation is written to a hash (tag → time)
 * and announced on a channel; each process keeps what it learnt in memory (the hash, read whole at start and after
 * any reconnect, and each announcement), so `isOutdated` never waits for Redis, and applies its own invalidations at
 * once. While it has not read the hash since its last connection (Redis unreachable, or just starting), it is not
 * `current`: the cache then serves nothing (the site renders every page afresh) until it has, as any entry could have
 * been invalidated meanwhile; what this process invalidates meanwhile is written as soon as Redis answers.
 * @implements {Clock}
 */
export class RedisTagClock {
  #id = randomUUID();
  // Entries are compared with the time this process learnt of an invalidation, never with another machine's clock,
  // so clock skew cannot keep a stale entry (at worst an entry made just before the news arrived is made again).
  #learnt = new TagClock();
  /** The hash's value of each tag, as last read or announced: a reload stamps only the tags whose value changed. */
  /** @type {Map<string, string>} */
  #seen = new Map();
  /** Tags this process invalidated that Redis has not taken yet. */
  /** @type {Set<string>} */
  #pending = new Set();
  #current = false;
  #subscribed = false;
  /** Counts lost connections: a sync that saw one happen while it ran does not count. */
  #generation = 0;
  #syncing = false;
  #syncAgain = false;
  #pinging = false;
  #warned = false;
  #closed = false;
  /** @type {ReturnType<typeof setInterval>} */
  #heartbeat;

  /** @param {RedisTagClockOptions} options */
  constructor({ url, key, channel, name, heartbeatMs = 1000, onInvalidated = () => {}, log = logLine }) {
    this.key = key ?? 'site:next-cache:tags';
    this.channel = channel ?? 'site:next-cache:invalidated';
    this.onInvalidated = onInvalidated;
    this.log = log;
    const connection = {
      // Nothing waits for a connection: a command sent while Redis is away fails at once and is retried by a sync.
      enableOfflineQueue: false,
      autoResubscribe: false,
      commandTimeout: 2 * heartbeatMs,
      retryStrategy: (/** @type {number} */ attempts) => Math.min(attempts * 200, 2000),
    };
    this.commands = new Redis(url, { ...connection, connectionName: `${name ?? 'site-next-cache'}:commands` });
    this.subscriber = new Redis(url, { ...connection, connectionName: `${name ?? 'site-next-cache'}:subscriber` });
    for (const client of [this.commands, this.subscriber]) {
      client.on('error', (/** @type {unknown} */ error) => this.#trouble(error));
      client.on('close', () => {
        this.#generation++;
        this.#current = false;
        if (client === this.subscriber) this.#subscribed = false;
      });
    }
    this.commands.on('ready', () => this.#requestSync());
    this.subscriber.on('ready', () => {
      this.subscriber.subscribe(this.channel).then(() => {
        this.#subscribed = true;
        this.#requestSync();
      }, this.#trouble);
    });
    this.subscriber.on('message', (/** @type {string} */ from, /** @type {string} */ message) => {
      if (from === this.channel) this.#receive(message);
    });
    this.#heartbeat = setInterval(() => this.#beat(), heartbeatMs);
    this.#heartbeat.unref();
  }

  get current() {
    return this.#current;
  }

  get latest() {
    return this.#learnt.latest;
  }

  /** @param {readonly string[]} tags */
  invalidate(tags) {
    if (tags.length === 0) return;
    this.#learnt.invalidate(tags);
    if (this.commands.status !== 'ready') {
      for (const tag of tags) this.#pending.add(tag);
      return;
    }
    this.#write(tags).catch((/** @type {unknown} */ error) => {
      for (const tag of tags) this.#pending.add(tag);
      this.#trouble(error);
    });
  }

  /** @param {readonly string[]} tags @param {number} madeAt */
  isOutdated(tags, madeAt) {
    return this.#learnt.isOutdated(tags, madeAt);
  }

  /**
   * Invalidates `tags` and resolves once Redis holds the new times and every instance has been told, for a command
   * line tool that exits afterwards (`npm run content:import -- --force`); rejects when Redis does not answer in time.
   * @param {readonly string[]} tags @param {{ timeoutMs?: number }} [options]
   */
  async invalidateNow(tags, { timeoutMs = 5000 } = {}) {
    const deadline = Date.now() + timeoutMs;
    while (this.commands.status !== 'ready') {
      if (Date.now() > deadline) throw new Error(`Redis did not answer within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    this.#learnt.invalidate(tags);
    await this.#write(tags);
  }

  /** Stops for good: both connections close. */
  close() {
    this.#closed = true;
    clearInterval(this.#heartbeat);
    this.commands.disconnect();
    this.subscriber.disconnect();
  }

  /** @param {readonly string[]} tags */
  async #write(tags) {
    const message = await this.commands.eval(invalidateScript, 1, this.key, this.channel, this.#id, ...tags);
    for (const tag of tags) this.#pending.delete(tag);
    const announced = this.#parse(String(message));
    if (announced) this.#see(announced.times);
  }

  /** @param {string} message @returns {{ from: unknown, times: Times } | undefined} */
  #parse(message) {
    try {
      const { from, times } = JSON.parse(message);
      return times && typeof times === 'object' ? { from, times } : undefined;
    } catch {
      return undefined;
    }
  }

  /** @param {Times} times */
  #see(times) {
    for (const [tag, at] of Object.entries(times)) {
      if (!(Number(this.#seen.get(tag)) >= Number(at))) this.#seen.set(tag, String(at));
    }
  }

  /** An announcement: another instance's invalidations are stamped now; this process's own were stamped already. */
  #receive(/** @type {string} */ message) {
    const announced = this.#parse(message);
    if (!announced) return;
    this.#see(announced.times);
    if (announced.from === this.#id) return;
    const tags = Object.keys(announced.times);
    this.#learnt.invalidate(tags);
    this.onInvalidated(tags);
  }

  #requestSync() {
    if (this.#syncing) {
      this.#syncAgain = true;
      return;
    }
    this.#syncing = true;
    this.#sync().finally(() => {
      this.#syncing = false;
      if (this.#syncAgain) {
        this.#syncAgain = false;
        this.#requestSync();
      }
    });
  }

  /** Writes what waits, then reads the whole hash: any tag whose value changed unseen was invalidated meanwhile. */
  async #sync() {
    if (this.#closed || this.commands.status !== 'ready' || !this.#subscribed) return;
    const generation = this.#generation;
    try {
      if (this.#pending.size > 0) await this.#write([...this.#pending]);
      const stored = await this.commands.hgetall(this.key);
      if (generation !== this.#generation) return;
      const changed = Object.keys(stored).filter((tag) => this.#seen.get(tag) !== stored[tag]);
      for (const tag of changed) this.#seen.set(tag, /** @type {string} */ (stored[tag]));
      this.#learnt.invalidate(changed);
      this.#current = true;
      if (this.#warned) this.log({ level: 30, msg: 'Cache invalidations are shared through Redis again' });
      this.#warned = false;
      if (changed.length > 0) this.onInvalidated(changed);
    } catch (error) {
      this.#trouble(error);
    }
  }

  /** Checks the subscription still answers (a silent network drops no socket), and retries a failed sync. */
  #beat() {
    if (this.subscriber.status === 'ready' && !this.#pinging) {
      this.#pinging = true;
      this.subscriber
        .ping()
        .catch((/** @type {unknown} */ error) => {
          this.#trouble(error);
          this.subscriber.disconnect(true);
        })
        .finally(() => (this.#pinging = false));
    }
    if (!this.#current || this.#pending.size > 0) this.#requestSync();
  }

  /** One warning per outage, however many attempts fail. */
  #trouble = (/** @type {unknown} */ error) => {
    if (this.#warned || this.#closed) return;
    this.#warned = true;
    this.log({
      level: 40,
      msg: 'Redis does not answer: until it does (retrying), cache invalidations are not shared and pages are rendered afresh',
      err: loggedError(error),
    });
  };
}

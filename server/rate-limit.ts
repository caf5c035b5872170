/** How often forgotten windows are swept out of memory. */
const SWEEP_EVERY_MS = 60 * 1000;

/**
 * A fixed-window counter per client key, kept in memory: at most `max` hits per `windowMs`.
 * Keys are salted hashes of client addresses (see client-key.ts), never the addresses.
 * A key is forgotten within a minute of its window ending (the Privacy Policy relies on it).
 */
export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const windows = new Map<string, { startedAt: number; hits: number }>();

  function sweep(now = Date.now()) {
    for (const [key, window] of windows) {
      if (now - window.startedAt >= windowMs) windows.delete(key);
    }
  }
  setInterval(sweep, SWEEP_EVERY_MS).unref();

  return {
    /** Counts a hit for `key`; false when the key has used up its window. */
    hit(key: string, now = Date.now()): boolean {
      const window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        windows.set(key, { startedAt: now, hits: 1 });
        return true;
      }
      window.hits += 1;
      return window.hits <= max;
    },
    sweep,
    /** How many keys are remembered now. */
    get size() {
      return windows.size;
    },
  };
}

/** Valid contact messages one client may send per window; raise it for load tests. */
export function contactRateLimit() {
  return { max: Number(process.env.CONTACT_RATE_LIMIT ?? 5), windowMs: 15 * 60 * 1000 };
}

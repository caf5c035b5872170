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
    /** Takes one of `key`'s hits for this window; false, counting nothing, when none is left. */
    take(key: string, now = Date.now()): boolean {
      const window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        windows.set(key, { startedAt: now, hits: 1 });
        return true;
      }
      if (window.hits >= max) return false;
      window.hits += 1;
      return true;
    },
    /** Gives back a hit taken in the current window (its message could not be stored). */
    giveBack(key: string, now = Date.now()): void {
      const window = windows.get(key);
      if (window && now - window.startedAt < windowMs && window.hits > 0) window.hits -= 1;
    },
    sweep,
    /** How many keys are remembered now. */
    get size() {
      return windows.size;
    },
  };
}

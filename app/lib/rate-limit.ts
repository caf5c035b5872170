/**
 * A fixed-window counter per client key, kept in memory: at most `max` hits per `windowMs`.
 * Keys are salted hashes of client addresses (see request-context.ts), never the addresses,
 * and an entry is forgotten once its window has passed.
 */
export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const windows = new Map<string, { startedAt: number; hits: number }>();

  function sweep(now: number) {
    for (const [key, window] of windows) {
      if (now - window.startedAt >= windowMs) windows.delete(key);
    }
  }

  return {
    /** Counts a hit for `key`; false when the key has used up its window. */
    hit(key: string, now = Date.now()): boolean {
      if (windows.size > 10_000) sweep(now);
      const window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        windows.set(key, { startedAt: now, hits: 1 });
        return true;
      }
      window.hits += 1;
      return window.hits <= max;
    },
  };
}

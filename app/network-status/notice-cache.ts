/**
 * The notices as one process last read them, read again at most once every `ttlMs` however
 * many visitors ask, so a rush in the middle of an outage costs the database one query per
 * process per interval. When the database cannot be read, the last notices read are kept and
 * marked as possibly out of date, and the database is tried again after the same interval.
 */

export interface NoticesSnapshot<T> {
  notices: T[];
  /** When the notices were read from the database; undefined when they never were. */
  readAt?: Date;
  /** The last read failed: what is shown may be out of date. */
  stale: boolean;
}

export interface NoticeCache<T> {
  get(): Promise<NoticesSnapshot<T>>;
  /** Forgets the time of the last read, so the next `get` reads again (after a change here). */
  invalidate(): void;
}

/** How long a visitor waits for a read before the last notices are shown instead. */
const WAIT_FOR_READ_MS = 500;

export function noticeCache<T>({
  load,
  ttlMs,
  now = () => Date.now(),
  waitMs = WAIT_FOR_READ_MS,
}: {
  load: () => Promise<T[]>;
  ttlMs: number;
  now?: () => number;
  waitMs?: number;
}): NoticeCache<T> {
  let snapshot: NoticesSnapshot<T> | undefined;
  let triedAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<NoticesSnapshot<T>> | undefined;

  function read(): Promise<NoticesSnapshot<T>> {
    reading ??= load()
      .then(
        (notices) => (snapshot = { notices, readAt: new Date(now()), stale: false }),
        () =>
          (snapshot = { notices: snapshot?.notices ?? [], readAt: snapshot?.readAt, stale: true }),
      )
      .finally(() => {
        triedAt = now();
        reading = undefined;
      });
    return reading;
  }

  return {
    async get() {
      if (snapshot && now() - triedAt < ttlMs) return snapshot;
      const fresh = read();
      if (!snapshot) return fresh;
      // A slow database must not hold every visitor: past a short wait, the last notices.
      const last = snapshot;
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<NoticesSnapshot<T>>((resolve) => {
        timer = setTimeout(() => resolve({ ...last, stale: true }), waitMs);
      });
      try {
        return await Promise.race([fresh, waited]);
      } finally {
        clearTimeout(timer);
      }
    },
    invalidate() {
      triedAt = Number.NEGATIVE_INFINITY;
    },
  };
}

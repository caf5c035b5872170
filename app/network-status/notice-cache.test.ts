import { describe, expect, it } from "vitest";
import { noticeCache } from "./notice-cache";

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("the notices' cache", () => {
  it("reads once per interval, however many ask, and again after a change here", async () => {
    const time = clock();
    let reads = 0;
    const cache = noticeCache({ ttlMs: 10_000, now: time.now, load: async () => [(reads += 1)] });
    await Promise.all(Array.from({ length: 50 }, () => cache.get()));
    expect(reads).toBe(1);
    time.advance(9_999);
    expect((await cache.get()).notices).toEqual([1]);
    time.advance(1);
    expect((await cache.get()).notices).toEqual([2]);
    cache.invalidate();
    expect((await cache.get()).notices).toEqual([3]);
  });

  it("keeps the last notices, marked stale, while the database cannot be read", async () => {
    const time = clock();
    let failing = false;
    const cache = noticeCache({
      ttlMs: 1_000,
      now: time.now,
      load: async () => {
        if (failing) throw new Error("down");
        return ["notice"];
      },
    });
    expect(await cache.get()).toMatchObject({ notices: ["notice"], stale: false });
    failing = true;
    time.advance(1_000);
    expect(await cache.get()).toMatchObject({ notices: ["notice"], stale: true });
    failing = false;
    time.advance(1_000);
    expect(await cache.get()).toMatchObject({ notices: ["notice"], stale: false });
  });

  it("says when it never could read", async () => {
    const cache = noticeCache({ ttlMs: 1_000, load: () => Promise.reject(new Error("down")) });
    const snapshot = await cache.get();
    expect(snapshot).toMatchObject({ notices: [], stale: true });
    expect(snapshot.readAt).toBeUndefined();
  });

  it("answers with the last notices when a read takes too long", async () => {
    const time = clock();
    let slow = false;
    const cache = noticeCache({
      ttlMs: 1_000,
      waitMs: 20,
      now: time.now,
      load: () => (slow ? new Promise<string[]>(() => undefined) : Promise.resolve(["notice"])),
    });
    await cache.get();
    slow = true;
    time.advance(1_000);
    expect(await cache.get()).toMatchObject({ notices: ["notice"], stale: true });
  });
});

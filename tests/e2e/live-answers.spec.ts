import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { rawRequest } from "../support/raw-http";
import { startServer } from "../support/server-processes";

// The answers rendered per request and kept while the notices stay the same
// (server/live-answers.ts), on one process of their own that keeps the notices for a while:
// the first request for each is rendered by the app, the next ones are sent from memory, and
// a visitor cannot tell which.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: Awaited<ReturnType<typeof startServer>> | undefined;
test.beforeAll(async () => {
  server = await startServer({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "sahab-live-")),
    WEB_CONCURRENCY: "1",
    NETWORK_STATUS_CACHE_MS: "15000",
  });
});
test.afterAll(() => server?.stop());

const get = (target: string, headers: Record<string, string> = {}) =>
  rawRequest(`${server?.url ?? ""}${target}`, { headers });

const LIVE = [
  "/network-status?area=sharjah",
  "/ar/network-status",
  "/network-status.json",
  "/network-status.atom",
  "/network-status/summary.json",
];

test("an answer has one ETag, rendered or kept, and a weak tag, a list or * revalidates it", async () => {
  for (const target of LIVE) {
    const rendered = await get(target);
    const kept = await get(target);
    expect(rendered.status, target).toBe(200);
    const etag = String(rendered.headers.etag);
    expect(kept.headers.etag, target).toBe(etag);
    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ""), `"other", ${etag}`, "*"]) {
      const again = await get(target, { "If-None-Match": ifNoneMatch });
      expect(again.status, `${target} ${ifNoneMatch}`).toBe(304);
      expect(again.headers.etag, `${target} ${ifNoneMatch}`).toBe(etag);
    }
  }
});

test("an answer is sent in the encoding the request takes most, never in one it refuses", async () => {
  for (const [accept, expected] of [
    ["br;q=0, gzip;q=0, identity", undefined],
    ["x-br", undefined],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
  ] as const) {
    // Each asked for the first time here, then again, kept.
    const target = `/network-status?area=${encodeURIComponent(accept)}`;
    const headers = { "Accept-Encoding": accept };
    for (const answer of [await get(target, headers), await get(target, headers)]) {
      expect(answer.headers["content-encoding"], accept).toBe(expected);
      expect(answer.headers.vary, accept).toMatch(/Accept-Encoding/);
    }
  }
  for (const target of LIVE) {
    const answer = await get(target, { "Accept-Encoding": "br;q=0, gzip;q=0, identity" });
    expect(answer.headers["content-encoding"], target).toBeUndefined();
  }
});

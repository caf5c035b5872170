import { createHash } from "node:crypto";
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { areaAskedOf } from "../app/network-status/network-status.server";
import { LIVE_ANSWERS_BUDGET_BYTES, liveAnswers, type QueryRead } from "./live-answers";

const PAGES: ReadonlyMap<string, QueryRead> = new Map([
  ["/network-status", (query: URLSearchParams) => areaAskedOf(query) ?? ""],
  ["/network-status.json", () => ""],
]);

/** A body of `size` characters that compression barely shrinks, the same for the same seed. */
function bodyOf(seed: string, size: number): string {
  let text = "";
  for (let round = 0; text.length < size; round += 1) {
    text += createHash("sha512").update(`${seed}/${round}`).digest("base64");
  }
  return text.slice(0, size);
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let server: Server | undefined;
afterEach(() => server?.close());

/**
 * The request listener's path to the live answers (server/request-listener.ts), with an Express
 * app in place of React Router's render: compressed by the same middleware, tagged by Express,
 * rendering the area as the page reads it, `pageSize` characters in all.
 */
async function liveServer({ noticesKeptMs = 10_000, pageSize = 20_000 } = {}) {
  let notices = {};
  let snapshots = 0;
  const renders: string[] = [];
  const live = liveAnswers({
    pages: PAGES,
    snapshot: () => {
      snapshots += 1;
      return Promise.resolve(notices);
    },
    noticesKeptMs,
  });
  const app = express();
  app.use(compression());
  app.get(["/network-status", "/network-status.json"], (req, res) => {
    const area = areaAskedOf(new URL(req.url, "http://x").searchParams) ?? "";
    renders.push(area);
    const body = Buffer.from(`<p>${area}</p>${bodyOf(`${req.path}${area}`, pageSize)}`);
    res.type("html").set("Cache-Control", "public, max-age=15").send(body);
    live.remember(req, res.getHeaders(), body);
  });
  server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0] ?? "";
    if (!live.handles(req, path)) return void app(req, res);
    void live.answer(req, res, "request-1").then((status) => {
      if (status === undefined) void app(req, res);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A request as it comes over the wire: nothing decoded, no header added. */
  const send = (target: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(`${origin}${target}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on("error", reject);
      req.end();
    });
  return {
    live,
    send,
    renders,
    snapshots: () => snapshots,
    /** The notices read again, found changed. */
    readAgain: () => {
      notices = {};
    },
  };
}

describe("the live answers", () => {
  it("keep one answer for what the page reads, whatever else the query holds", async () => {
    const { live, send, renders } = await liveServer();
    for (let n = 1; n <= 300; n += 1) {
      expect((await send(`/network-status?n=${n}`)).status).toBe(200);
    }
    expect(renders).toEqual([""]);
    expect(live.kept().answers).toBe(1);

    // The area as the page reads it: one typed line, cut to its length.
    for (const area of ["dubai", "%00dubai%E2%80%AE", "+dubai+", "dubai&n=7"]) {
      await send(`/network-status?area=${area}`);
    }
    const long = "x".repeat(7000);
    await send(`/network-status?area=${long}`);
    await send(`/network-status?area=${long}y`);
    expect(renders).toEqual(["", "dubai", "x".repeat(60)]);
    expect(live.kept().answers).toBe(3);
  });

  it("answer a rush on one question with one render, the rest waiting for it", async () => {
    const { send, renders } = await liveServer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send("/network-status?area=dubai")),
    );
    expect(answers.map(({ status }) => status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map(({ body }) => body.toString())).size).toBe(1);
    expect(renders).toEqual(["dubai"]);
  });

  it("hold no more bytes than their budget, dropping the answer asked for least lately", async () => {
    // Answers of about a third of the budget each, in their three encodings: three fit.
    const { live, send, renders } = await liveServer({
      pageSize: Math.round(LIVE_ANSWERS_BUDGET_BYTES / 9),
    });
    const ask = async (area: string) => {
      expect((await send(`/network-status?area=${area}`)).status).toBe(200);
      expect(live.kept().bytes).toBeLessThanOrEqual(LIVE_ANSWERS_BUDGET_BYTES);
    };
    for (const area of ["a", "b", "c", "a", "d"]) await ask(area);
    expect(renders).toEqual(["a", "b", "c", "d"]);

    // "b" was asked for least lately, "a" again after it: "b" went, "a" stayed.
    renders.length = 0;
    await ask("a");
    await ask("b");
    expect(renders).toEqual(["b"]);
    expect(live.kept().answers).toBe(3);
  });

  it("keep nothing when the notices are read again for every request", async () => {
    const { live, send, renders, snapshots } = await liveServer({ noticesKeptMs: 0 });
    for (let n = 0; n < 5; n += 1) expect((await send("/network-status")).status).toBe(200);
    expect(renders).toHaveLength(5);
    expect(live.kept()).toEqual({ answers: 0, bytes: 0 });
    // Never asked: the app reads the notices itself, once.
    expect(snapshots()).toBe(0);
  });

  it("are rendered again once the notices change", async () => {
    const { send, renders, readAgain } = await liveServer();
    await send("/network-status.json");
    await send("/network-status.json");
    readAgain();
    await send("/network-status.json");
    expect(renders).toEqual(["", ""]);
  });

  it("are sent in the encoding the request takes, as the app's are", async () => {
    const { send, readAgain } = await liveServer();
    const cases: [string, string | undefined][] = [
      ["br;q=0, gzip;q=0, identity", undefined],
      ["x-br", undefined],
      ["gzip, deflate, br, zstd", "br"],
      ["gzip;q=1, br;q=0.5", "gzip"],
      ["br;q=0", undefined],
      ["*", "br"],
      ["", undefined],
    ];
    for (const [accept, expected] of cases) {
      readAgain();
      const fromTheApp = await send("/network-status", { "Accept-Encoding": accept });
      const fromMemory = await send("/network-status", { "Accept-Encoding": accept });
      expect(fromTheApp.headers["content-encoding"], `${accept} (app)`).toBe(expected);
      expect(fromMemory.headers["content-encoding"], accept).toBe(expected);
      expect(fromMemory.headers.vary).toBe("Accept-Encoding");
    }
  });

  it("carry the app's one tag, and a weak tag, a list or * revalidates it", async () => {
    const { send, renders, readAgain } = await liveServer();
    const fromTheApp = await send("/network-status?area=sharjah");
    const fromMemory = await send("/network-status?area=sharjah");
    expect(renders).toHaveLength(1);
    const etag = fromTheApp.headers.etag ?? "";
    expect(etag).not.toBe("");
    expect(fromMemory.headers.etag).toBe(etag);

    const strong = etag.replace(/^W\//, "");
    for (const ifNoneMatch of [etag, strong, `"other", ${etag}`, "*"]) {
      const again = await send("/network-status?area=sharjah", { "If-None-Match": ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["content-type"]).toBeUndefined();
      expect(again.headers["cache-control"]).toBe("public, max-age=15");
      // The same from the app, after the notices were read again.
      readAgain();
      const rendered = await send("/network-status?area=sharjah", { "If-None-Match": ifNoneMatch });
      expect(rendered.status, `${ifNoneMatch} (app)`).toBe(304);
    }
    const other = await send("/network-status?area=sharjah", { "If-None-Match": 'W/"other"' });
    expect(other.status).toBe(200);
    const refused = await send("/network-status?area=sharjah", { "If-Match": '"other"' });
    expect(refused.status).toBe(412);
    expect(refused.headers["cache-control"]).toBeUndefined();
  });

  it("answer a HEAD with the GET's headers and no body", async () => {
    const { send } = await liveServer();
    await send("/network-status", { "Accept-Encoding": "gzip" });
    const get = await send("/network-status", { "Accept-Encoding": "gzip" });
    const head = await send("/network-status", { "Accept-Encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expect(head.headers["content-length"]).toBe(String(get.body.length));
    expect(head.headers.etag).toBe(get.headers.etag);
  });
});

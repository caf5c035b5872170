import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { logRequests } from "./http-log";
import { createServerLog } from "./logger";

let close: (() => void) | undefined;
afterEach(() => close?.());

/** An app that logs each request through `logRequests` at `level` into `lines`. */
function serve(level: string, lines: Record<string, unknown>[]): Promise<string> {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return serveWith(logRequests(pino({ level }, sink)));
}

/** An app that logs each request with `log`. */
async function serveWith(log: express.RequestHandler): Promise<string> {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(log);
  app.get("/healthz", (_req, res) => res.json({ status: "ok" }));
  app.get("/unavailable", (_req, res) => res.status(503).send("down"));
  app.get("/failed", (_req, res) => {
    Object.assign(res, { err: new Error("The disk is full") });
    res.status(500).send("failed");
  });
  app.use((_req, res) => res.status(404).send("no"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the request log", () => {
  it("says id, method, path, status and duration, and nothing of the visitor", async () => {
    const lines: Record<string, unknown>[] = [];
    const url = await serve("trace", lines);
    const response = await fetch(`${url}/terms?email=visitor%40example.com`, {
      headers: {
        "X-Forwarded-For": "203.0.113.77",
        "User-Agent": "RecognisableAgent/1.0",
        Cookie: "session=RecognisableCookie",
        Referer: "https://example.com/RecognisableReferer",
      },
    });
    await expect.poll(() => lines.length).toBe(1);
    const [line] = lines;
    expect(line).toMatchObject({
      req: { method: "GET", path: "/terms" },
      res: { status: 404 },
      msg: "request completed",
    });
    expect(Object.keys(line?.req as object).sort()).toEqual(["id", "method", "path"]);
    expect(Object.keys(line?.res as object)).toEqual(["status"]);
    expect(typeof line?.responseTime).toBe("number");
    expect((line?.req as { id: string }).id).toBe(response.headers.get("x-request-id"));
    const text = JSON.stringify(lines);
    for (const secret of ["visitor", "203.0.113.77", "127.0.0.1", "Recognisable"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("leaves no trace of a visitor's location, nor of any other query value", async () => {
    const lines: Record<string, unknown>[] = [];
    const url = await serve("trace", lines);
    await fetch(`${url}/stores?lat=25.1187&lng=55.2049#nearest`);
    await fetch(`${url}/coverage?area=al-barsha&lat=25.07&lng=55.14`);
    await fetch(`${url}/failed?lat=25.1187&lng=55.2049`);
    await expect.poll(() => lines.length).toBe(3);
    expect(lines.map((line) => (line.req as { path: string }).path)).toEqual([
      "/stores",
      "/coverage",
      "/failed",
    ]);
    const text = JSON.stringify(lines);
    for (const secret of ["25.1187", "55.2049", "25.07", "55.14", "lat", "lng", "barsha"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("takes a sane X-Request-Id from a trusted proxy, and makes one up otherwise", async () => {
    const lines: Record<string, unknown>[] = [];
    const url = await serve("info", lines);
    const idOf = async (offered: string) =>
      (await fetch(`${url}/`, { headers: { "X-Request-Id": offered } })).headers.get(
        "x-request-id",
      );
    expect(await idOf("0f3c9a7e2b5d4c1a")).toBe("0f3c9a7e2b5d4c1a");
    for (const forged of ['a" "level":"fatal', "x".repeat(65), "me@example.com"]) {
      expect(await idOf(forged)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("logs a passing health check at debug only", async () => {
    const lines: Record<string, unknown>[] = [];
    const url = await serve("info", lines);
    await fetch(`${url}/healthz`);
    await fetch(`${url}/`);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({ req: { path: "/" } });
  });

  it("logs a 5xx answer at error without a stack when nothing was thrown", async () => {
    const lines: Record<string, unknown>[] = [];
    const url = await serve("info", lines);
    await fetch(`${url}/unavailable`);
    await fetch(`${url}/failed`);
    await expect.poll(() => lines.length).toBe(2);
    const [unavailable, failed] = lines;
    expect(unavailable).toMatchObject({ level: 50, res: { status: 503 } });
    expect(unavailable).not.toHaveProperty("err");
    expect(unavailable?.msg).toBe("request completed");
    // An error the app did record keeps its own stack.
    expect(failed).toMatchObject({ level: 50, res: { status: 500 }, msg: "request errored" });
    expect((failed?.err as { stack: string }).stack).toContain("The disk is full");
  });

  it("writes the line of a file answered from memory as pino writes the app's", async () => {
    const lines: Record<string, unknown>[] = [];
    const texts: string[] = [];
    const { logger, writeRequestLine } = createServerLog({
      write(text: string) {
        for (const line of text.split("\n").filter(Boolean)) {
          texts.push(line);
          lines.push(JSON.parse(line));
        }
      },
    });
    const url = await serveWith(logRequests(logger));
    await fetch(`${url}/terms`);
    await expect.poll(() => lines.length).toBe(1);
    const responseTime = 3;
    // The app above answers 404 to anything but its health check.
    writeRequestLine({ id: 'a"b', method: "GET", path: "/terms", status: 404, responseTime });
    await expect.poll(() => lines.length).toBe(2);
    const [express, answered] = lines;
    expect(answered).toEqual({
      ...express,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      req: { id: 'a"b', method: "GET", path: "/terms" },
      responseTime,
    });
    expect(Object.keys(answered ?? {})).toEqual(Object.keys(express ?? {}));
    expect(texts[1]).toContain('"id":"a\\"b"');
  });

  it("writes no request line below its level", async () => {
    const texts: string[] = [];
    const { logger, writeRequestLine } = createServerLog({ write: (text) => texts.push(text) });
    logger.level = "warn";
    writeRequestLine({ id: "abc", method: "GET", path: "/", status: 200, responseTime: 0 });
    logger.warn("a warning");
    await expect.poll(() => texts.join("")).toContain("a warning");
    expect(texts.join("")).not.toContain("request completed");
  });
});

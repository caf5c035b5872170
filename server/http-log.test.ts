import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { logAnswered, logRequests } from "./http-log";

let close: (() => void) | undefined;
afterEach(() => close?.());

/** An app that logs each request through `logRequests` at `level` into `lines`. */
async function serve(level: string, lines: Record<string, unknown>[]): Promise<string> {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(logRequests(pino({ level }, sink)));
  app.get("/healthz", (_req, res) => res.json({ status: "ok" }));
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

  it("writes the line of a file answered outside Express in the same shape", async () => {
    const lines: Record<string, unknown>[] = [];
    const url = await serve("info", lines);
    await fetch(`${url}/terms`);
    await expect.poll(() => lines.length).toBe(1);
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const started = Date.now();
    logAnswered(pino({}, sink), { id: "abc", method: "GET", path: "/terms", status: 200, started });
    await expect.poll(() => lines.length).toBe(2);
    const withoutClock = ({ time, pid, ...rest }: Record<string, unknown>) => {
      expect([typeof time, typeof pid]).toEqual(["number", "number"]);
      return rest;
    };
    const [express, answered] = lines.map(withoutClock);
    expect(answered).toEqual({
      ...express,
      req: { id: "abc", method: "GET", path: "/terms" },
      res: { status: 200 },
      responseTime: expect.any(Number),
    });
    expect(Object.keys(answered ?? {})).toEqual(Object.keys(express ?? {}));
  });
});

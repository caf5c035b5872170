import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { HEALTH_PATH, HEALTH_TIMEOUT_MS, healthCheck } from "./health";

let close: (() => void) | undefined;
afterEach(() => close?.());

async function serve(checkDatabase: () => Promise<void>, timeoutMs?: number): Promise<string> {
  const app = express();
  app.use(healthCheck(checkDatabase, timeoutMs));
  app.use((_req, res) => res.status(404).send("not the health check"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the health check", () => {
  it("answers 200 when the database answers, never cached", async () => {
    const url = await serve(async () => undefined);
    const response = await fetch(`${url}${HEALTH_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
    const head = await fetch(`${url}${HEALTH_PATH}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("answers 503 saying so when the database fails, without the error's detail", async () => {
    const url = await serve(() => Promise.reject(new Error("SQLITE_CANTOPEN /secret/path")));
    const response = await fetch(`${url}${HEALTH_PATH}`);
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ status: "unavailable", database: "unavailable" });
    expect(body).not.toContain("secret");
  });

  it("answers 503 in time when the database hangs", async () => {
    expect(HEALTH_TIMEOUT_MS).toBeLessThanOrEqual(2000);
    const url = await serve(() => new Promise<void>(() => {}), 200);
    const started = Date.now();
    const response = await fetch(`${url}${HEALTH_PATH}`);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", database: "timeout" });
  });

  it("leaves other paths and methods to the rest of the app", async () => {
    const url = await serve(async () => undefined);
    expect((await fetch(`${url}/`)).status).toBe(404);
    expect((await fetch(`${url}${HEALTH_PATH}`, { method: "POST" })).status).toBe(404);
  });
});

import { once } from "node:events";
import { expect, test } from "@playwright/test";
import { startServer } from "./server-processes";

test.describe.configure({ mode: "serial" });

test("the server logs one line per request, without the client's address", async ({ request }) => {
  const server = await startServer();
  try {
    await request.get(`${server.url}/terms`);
    await request.get(`${server.url}/no-such-page`);
    await expect.poll(server.output).toMatch(/GET \/no-such-page 404/);
    const lines = server.output().trim().split("\n").slice(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\S+ GET \/terms 200 [\d.]+ms \d+$/);
    expect(server.output()).not.toContain("127.0.0.1 ");
  } finally {
    server.stop();
  }
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  test(`the server stops cleanly on ${signal}`, async () => {
    const server = await startServer();
    const exited = once(server.process, "exit");
    server.process.kill(signal);
    const [code] = await exited;
    expect(code).toBe(0);
    expect(server.output()).toContain(`${signal} received`);
  });
}

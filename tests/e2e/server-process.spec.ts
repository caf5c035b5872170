import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { expect, test } from "@playwright/test";

// The tests share one spare port, so they run one after another.
test.describe.configure({ mode: "serial" });

const PORT = Number(process.env.E2E_PORT ?? 4173) + 1;

/** Starts a second production server on its own port and resolves once it listens. */
async function startServer(): Promise<{ server: ChildProcess; output: () => string }> {
  const server = spawn(process.execPath, ["build/node/index.js"], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(PORT) },
  });
  let output = "";
  server.stdout?.on("data", (chunk) => (output += String(chunk)));
  server.stderr?.on("data", (chunk) => (output += String(chunk)));
  await expect.poll(() => output, { timeout: 15_000 }).toContain("being served");
  return { server, output: () => output };
}

test("the server logs one line per request, without the client's address", async ({ request }) => {
  const { server, output } = await startServer();
  try {
    await request.get(`http://127.0.0.1:${PORT}/terms`);
    await request.get(`http://127.0.0.1:${PORT}/no-such-page`);
    await expect.poll(output).toMatch(/GET \/no-such-page 404/);
    const lines = output().trim().split("\n").slice(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\S+ GET \/terms 200 [\d.]+ms \d+$/);
    expect(output()).not.toContain("127.0.0.1 ");
  } finally {
    server.kill("SIGKILL");
  }
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  test(`the server stops cleanly on ${signal}`, async () => {
    const { server, output } = await startServer();
    const exited = once(server, "exit");
    server.kill(signal);
    const [code] = await exited;
    expect(code).toBe(0);
    expect(output()).toContain(`${signal} received`);
  });
}

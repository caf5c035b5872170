import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// `npm run dev` serves through the production Express app, so what a developer sees carries
// the headers, policy, guards and limit that ship (docs/decisions/024-one-module-graph.md).
test.describe.configure({ mode: "serial", timeout: 180_000 });

const port =
  Number(process.env.E2E_PORT ?? 4173) + 90 + 100 * Number(process.env.TEST_WORKER_INDEX ?? 0);
const url = `http://127.0.0.1:${port}`;
let dev: ChildProcess;
let output = "";
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "sahab-dev-"));
  dev = spawn(process.execPath, ["scripts/dev.mjs"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, CONTACT_RATE_LIMIT: "1" },
  });
  dev.stdout?.on("data", (chunk) => (output += String(chunk)));
  dev.stderr?.on("data", (chunk) => (output += String(chunk)));
  await expect.poll(() => output, { timeout: 60_000 }).toContain("Development server at");
});

test.afterAll(async () => {
  const exited = once(dev, "exit");
  dev.kill("SIGTERM");
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
});

test("pages come with the production headers and a policy that allows scripts only by hash", async ({
  request,
}) => {
  const response = await request.get(`${url}/ar`, { timeout: 120_000 });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["permissions-policy"]).toContain("camera=()");
  const scriptSrc = /script-src ([^;]+)/.exec(headers["content-security-policy"] ?? "")?.[1];
  expect(scriptSrc).toMatch(/^'self'( 'sha256-[\w+/=]+')+$/);
});

test("form posts meet the same guard: another site's post is refused, an oversized one too", async ({
  request,
}) => {
  const crossSite = await request.post(`${url}/?index`, {
    headers: {
      Origin: "https://evil.example",
      "Content-Type": "application/x-www-form-urlencoded",
    },
    data: "name=x",
  });
  expect(crossSite.status()).toBe(403);
  const oversized = await request.post(`${url}/?index`, {
    headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    data: `message=${"a".repeat(64 * 1024)}`,
  });
  expect(oversized.status()).toBe(413);
});

test("the contact form's rate limit holds", async ({ request }) => {
  const send = () =>
    request.post(`${url}/?index`, {
      headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
      form: {
        name: "Layla Haddad",
        email: "layla@example.com",
        phone: "+971 50 123 4567",
        message: `Checking the development server, ${Math.random()}.`,
      },
      maxRedirects: 0,
    });
  expect((await send()).status()).toBe(303);
  expect((await send()).status()).toBe(429);
});

test("a page runs in the browser under that policy, its islands hydrated, without a violation", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") violations.push(message.text());
  });
  await page.goto(`${url}/`, { waitUntil: "networkidle", timeout: 120_000 });
  await expect(page.locator("h1")).toBeVisible();
  // The islands hydrate from the modules Vite serves, with hot updates wired in. On its first
  // visit Vite may reload the page once, after bundling the browser's dependencies.
  await expect(async () => {
    await page.evaluate(() => document.getElementById("contact")?.scrollIntoView());
    await expect(page.locator("[data-island=contact-form]")).toHaveAttribute("data-hydrated", "", {
      timeout: 5_000,
    });
  }).toPass({ timeout: 90_000 });
  expect(violations.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});

// @ts-check
// `npm run screenshots`: the first screen of / and /ar on a phone (375 px) and a laptop
// (1280 px), taken from the production build in Chromium, written to docs/screenshots/.
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "../tests/chromium.mjs";

const PORT = Number(process.env.SCREENSHOT_PORT ?? 4310);
const origin = `http://127.0.0.1:${PORT}`;
const shots = [
  { path: "/", name: "home-en" },
  { path: "/ar", name: "home-ar" },
];
const viewports = [
  { width: 375, height: 812, label: "375" },
  { width: 1280, height: 800, label: "1280" },
];

const server = spawn(process.execPath, ["scripts/start.mjs"], {
  env: { ...process.env, HOST: "127.0.0.1", PORT: String(PORT) },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve, reject) => {
  server.stdout?.on("data", (chunk) => String(chunk).includes("being served") && resolve(null));
  server.on("exit", (code) => reject(new Error(`The server stopped (exit ${code}).`)));
});

const output = new URL("../docs/screenshots/", import.meta.url);
await mkdir(output, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  for (const viewport of viewports) {
    const page = await browser.newPage({ viewport, reducedMotion: "reduce" });
    for (const { path, name } of shots) {
      await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      const file = new URL(`${name}-${viewport.label}.png`, output);
      await page.screenshot({ path: file.pathname });
      console.log(`Wrote docs/screenshots/${name}-${viewport.label}.png`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
}

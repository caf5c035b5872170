// @ts-check
// `npm run screenshots`: the first screen of every page in every language on a phone (375 px)
// and a laptop (1280 px), taken from the production build in Chromium, written to
// docs/screenshots/ as <page>-<locale>-<width>.png (the home page is `home`).
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "../harness/chromium.mjs";
import { builtPagePaths, startProductionServer } from "../harness/production-server.mjs";

const PORT = Number(process.env.SCREENSHOT_PORT ?? 4310);
const origin = `http://127.0.0.1:${PORT}`;

/** `/` → home-en, `/ar/plans/basic` → plans-basic-ar: the file a page's screenshot is kept in. */
function shotName(/** @type {string} */ path) {
  const arabic = path === "/ar" || path.startsWith("/ar/");
  const rest = arabic ? path.slice("/ar".length) : path;
  const page = rest.replace(/^\//, "").replaceAll("/", "-") || "home";
  return `${page}-${arabic ? "ar" : "en"}`;
}
const viewports = [
  { width: 375, height: 812, label: "375" },
  { width: 1280, height: 800, label: "1280" },
];

const server = await startProductionServer({
  port: PORT,
  // Kept in this process's group, so a Ctrl-C at the terminal stops it too.
  detached: false,
  echoErrors: true,
  // Run alone, the start builds the site first when there is no build.
  timeoutMs: 180_000,
});

const output = new URL("../docs/screenshots/", import.meta.url);
await mkdir(output, { recursive: true });
const shots = (await builtPagePaths()).map((path) => ({ path, name: shotName(path) }));
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
  await server.stop();
}

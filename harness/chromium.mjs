// @ts-check
import { existsSync } from "node:fs";

/**
 * The Chromium the browser tests drive: CHROME_PATH when set, else Debian's /usr/bin/chromium,
 * else undefined, which lets Playwright use a browser it installed itself.
 */
export function chromiumExecutable() {
  const chosen = process.env.CHROME_PATH;
  if (chosen !== undefined) {
    if (!existsSync(chosen)) throw new Error(`CHROME_PATH names no file (it is "${chosen}").`);
    return chosen;
  }
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

/** Flags for a headless Chromium on a machine with no network but the loopback. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

// @ts-check
// The JavaScript a visitor's browser fetches on a page with islands, at load and after using
// the whole page, measured in Playwright.
import { chromium as playwrightChromium } from "@playwright/test";
import { chromiumArgs } from "../../harness/chromium.mjs";

/** @typedef {{ page: string, atLoad: number, afterUse: number, scripts: number,
 *   islands: number, hydrated: number }} JsUse */

/** The home pages (`/`, `/ar`): the pages with React islands. */
export const isHomePage = (/** @type {string} */ page) => /^\/([a-z]{2})?$/.test(page);
/** The rates pages, whose one island is the destination finder. */
export const isRatesPage = (/** @type {string} */ page) =>
  /\/(international-calls|roaming)$/.test(page);
/** The coverage pages, whose one island is the tables' filter. */
export const isCoveragePage = (/** @type {string} */ page) => /\/coverage$/.test(page);
/** The pages with islands, whose JavaScript grows with use. */
export const hasIslands = (/** @type {string} */ page) =>
  isHomePage(page) || isRatesPage(page) || isCoveragePage(page);

/** Counts a page's requests in flight and notes when one last started or ended. */
function networkWatch(/** @type {import("@playwright/test").Page} */ page) {
  const network = { pending: 0, last: Date.now() };
  const change = (/** @type {number} */ by) => {
    network.pending += by;
    network.last = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  return network;
}

/** Resolves once no request has been in flight, started or ended for `quietMs`: Playwright's
 * "networkidle" holds only for a navigation, and here requests come from scrolling and typing.
 * @param {import("@playwright/test").Page} page @param {{ pending: number, last: number }} network */
async function networkQuiet(page, network, quietMs = 1000, timeoutMs = 30_000) {
  network.last = Math.max(network.last, Date.now());
  const deadline = Date.now() + timeoutMs;
  while (network.pending > 0 || Date.now() - network.last < quietMs) {
    if (Date.now() > deadline) throw new Error(`The network did not go quiet in ${timeoutMs} ms.`);
    await page.waitForTimeout(100);
  }
}

/**
 * The JavaScript one visitor's browser fetches on a home page: at load, and after scrolling
 * through to the end in steps (so every island comes near the viewport), choosing the Monthly
 * packages and typing into the contact form's name field. Each `.js` response counts with its
 * encoded body and response headers as Chromium's network stack received them (Playwright's
 * `request.sizes()`), the wire bytes Lighthouse's transfer sizes count too. A fresh browser,
 * so nothing comes from a cache.
 * @param {string} origin @param {string} pagePath @param {string} chromePath
 * @returns {Promise<JsUse>}
 */
export async function javascriptAfterUse(origin, pagePath, chromePath) {
  const browser = await playwrightChromium.launch({
    executablePath: chromePath,
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    /** @type {Promise<number>[]} */ const sizes = [];
    const network = networkWatch(page);
    page.on("requestfinished", (request) => {
      if (!new URL(request.url()).pathname.endsWith(".js")) return;
      sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
    });
    const total = async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    await page.goto(origin + pagePath, { waitUntil: "networkidle" });
    await networkQuiet(page, network);
    const atLoad = await total();
    // Half a screen at a time, with a pause, so each island is seen approaching.
    for (;;) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight / 2);
        const { scrollY, innerHeight } = window;
        return scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await page.waitForTimeout(200);
      if (atEnd) break;
    }
    if (isRatesPage(pagePath)) {
      // Find a destination by typing, then clear the search with Escape.
      await page.getByRole("searchbox").pressSequentially("phil", { delay: 50 });
      await page.getByRole("searchbox").press("Escape");
    } else if (isCoveragePage(pagePath)) {
      // Filter the communities by typing, then clear the filter with Escape.
      await page.getByRole("searchbox").pressSequentially("bars", { delay: 50 });
      await page.getByRole("searchbox").press("Escape");
    } else {
      await page.click('label[for="package-period-monthly"]');
      await page.locator("#contact-name").pressSequentially("Mariam", { delay: 50 });
    }
    await networkQuiet(page, network);
    const islands = await page.locator("[data-island]").count();
    const hydrated = await page.locator("[data-island][data-hydrated]").count();
    return {
      page: pagePath,
      atLoad,
      afterUse: await total(),
      scripts: sizes.length,
      islands,
      hydrated,
    };
  } finally {
    await browser.close();
  }
}

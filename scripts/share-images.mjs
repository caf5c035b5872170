// @ts-check
// Draws the 1200×630 link-preview image of each language, public/og/<locale>.png, from the
// built home page's brand and headline, in the site's own fonts and colours. Run after
// changing either: `npm run build && node scripts/share-images.mjs`.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "../harness/chromium.mjs";

const root = path.resolve(import.meta.dirname, "..");
const fontUrl = (/** @type {string} */ file) =>
  pathToFileURL(path.join(root, "app/fonts", file)).href;
const pages = [
  { locale: "en", html: "build/client/index.html" },
  { locale: "ar", html: "build/client/ar/index.html" },
];

/** @param {string} html @param {RegExp} pattern */
function textOf(html, pattern) {
  const match = pattern.exec(html)?.[1] ?? "";
  return match
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .trim();
}

const logo = await readFile(path.join(root, "public/favicon.svg"), "utf8");
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  for (const { locale, html: file } of pages) {
    const html = await readFile(path.join(root, file), "utf8");
    const dir = /<html[^>]*dir="(\w+)"/.exec(html)?.[1] ?? "ltr";
    const brand = textOf(html, /<a[^>]*aria-label="[^"]*"[^>]*>[\s\S]*?<span>([^<]+)<\/span>/);
    const headline = textOf(html, /<h1[^>]*>([\s\S]*?)<\/h1>/);
    const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
    await page.setContent(`<!doctype html><html lang="${locale}" dir="${dir}"><head><style>
      @font-face { font-family: Inter; src: url(${fontUrl("inter-latin-subset.woff2")}); font-weight: 100 900; }
      @font-face { font-family: Plex; src: url(${fontUrl("ibm-plex-sans-arabic-700-subset.woff2")}); font-weight: 700; }
      html, body { margin: 0; width: 1200px; height: 630px; }
      body { font-family: Plex, Inter, sans-serif; background: linear-gradient(135deg, #0f2f63, #0f52bd);
        color: #fff; display: flex; flex-direction: column; justify-content: space-between;
        padding: 72px 88px; box-sizing: border-box; }
      .brand { display: flex; align-items: center; gap: 24px; font-size: 44px; font-weight: 700; }
      .brand svg { width: 96px; height: 96px; }
      h1 { font-size: 76px; line-height: 1.15; margin: 0; max-width: 960px; font-weight: 800; }
      .bar { height: 12px; width: 220px; background: #ffb547; border-radius: 6px; }
    </style></head><body>
      <div class="brand">${logo}<span>${brand}</span></div>
      <h1>${headline}</h1>
      <div class="bar"></div>
    </body></html>`);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(root, `public/og/${locale}.png`) });
    await page.close();
    console.log(`Wrote public/og/${locale}.png: "${brand}" / "${headline}"`);
  }
} finally {
  await browser.close();
}

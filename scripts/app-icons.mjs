// @ts-check
// Renders public/favicon.svg to the home-screen icons the web app manifests name
// (public/icon-192.png and public/icon-512.png, the two sizes browsers need to offer to add
// the site to a home screen). Run it after changing the SVG: `node scripts/app-icons.mjs`.
import { readFile, writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "../tests/support/chromium.mjs";

const APP_ICON_SIZES = [192, 512];

const svg = await readFile(new URL("../public/favicon.svg", import.meta.url), "utf8");
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
for (const size of APP_ICON_SIZES) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style><img src="data:image/svg+xml,${encodeURIComponent(svg)}" width="${size}" height="${size}">`,
  );
  const png = await page.screenshot({
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
  await page.close();
  await writeFile(new URL(`../public/icon-${size}.png`, import.meta.url), png);
  console.log(`Wrote public/icon-${size}.png (${png.length} bytes).`);
}
await browser.close();

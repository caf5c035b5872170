// @ts-check
// Renders public/favicon.svg to the site's bitmap icons: public/favicon.ico (one 32×32 PNG inside
// an ICO container, which every browser reads), for the clients that ask for /favicon.ico
// whatever the HTML says, and the home-screen icons the web app manifests name
// (public/icon-192.png and public/icon-512.png, the two sizes browsers need to offer to add the
// site to a home screen). Run it after changing the SVG: `node scripts/favicon.mjs`.
import { readFile, writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "../harness/chromium.mjs";

const SIZE = 32;
const APP_ICON_SIZES = [192, 512];

const svg = await readFile(new URL("../public/favicon.svg", import.meta.url), "utf8");
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });

/**
 * The SVG drawn as a square PNG of `size` pixels on a transparent background.
 * @param {number} size
 */
async function drawn(size) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style><img src="data:image/svg+xml,${encodeURIComponent(svg)}" width="${size}" height="${size}">`,
  );
  const png = await page.screenshot({
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
  await page.close();
  return png;
}

const png = await drawn(SIZE);
const icons = await Promise.all(APP_ICON_SIZES.map(drawn));
await browser.close();

for (const [index, size] of APP_ICON_SIZES.entries()) {
  const icon = icons[index] ?? Buffer.alloc(0);
  await writeFile(new URL(`../public/icon-${size}.png`, import.meta.url), icon);
  console.log(`Wrote public/icon-${size}.png (${icon.length} bytes).`);
}

// ICONDIR (6 bytes) + one ICONDIRENTRY (16 bytes), then the PNG itself.
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(SIZE, 6);
header.writeUInt8(SIZE, 7);
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18); // offset of the image data
await writeFile(new URL("../public/favicon.ico", import.meta.url), Buffer.concat([header, png]));
console.log(`Wrote public/favicon.ico (${header.length + png.length} bytes).`);

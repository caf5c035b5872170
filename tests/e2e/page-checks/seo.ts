import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "../fixtures";

const origin = "https://www.sahabmobile.ae";

/** Canonical link, Open Graph and Twitter card, and a share image of the right size. */
export async function expectSearchAndPreviewTags(
  page: Page,
  request: APIRequestContext,
  path: string,
): Promise<void> {
  const meta = async (selector: string) => page.locator(selector).getAttribute("content");
  const title = await page.title();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${path}`);
  expect(await meta('meta[property="og:title"]')).toBe(title);
  expect(await meta('meta[property="og:url"]')).toBe(`${origin}${path}`);
  expect(await meta('meta[property="og:type"]')).toBe("website");
  expect(await meta('meta[property="og:locale"]')).toBe(path.startsWith("/ar") ? "ar_AE" : "en_AE");
  expect(await meta('meta[property="og:description"]')).toBe(
    await meta('meta[name="description"]'),
  );
  expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
  expect(await meta('meta[property="og:image:alt"]')).toBeTruthy();

  const image = new URL((await meta('meta[property="og:image"]')) ?? "");
  expect(image.origin).toBe(origin);
  expect(image.pathname).toBe(path.startsWith("/ar") ? "/og/ar.png" : "/og/en.png");
  const png = await (await request.get(image.pathname)).body();
  // A PNG's IHDR holds its width and height at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
}

/** One h1, first, and no level skipped after it. */
export async function expectHeadingOutline(page: Page): Promise<void> {
  const levels = await page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++) {
    expect(levels[i] ?? 0, `heading ${i}`).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1);
  }
}

import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

export const commonWidths = [
  320, 360, 375, 414, 480, 600, 640, 700, 767, 768, 780, 800, 900, 1000, 1024, 1280,
];

/** The page, resized to each common screen width, is never wider than the screen. */
export async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  for (const width of commonWidths) {
    await page.setViewportSize({ width, height: 800 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
  }
}

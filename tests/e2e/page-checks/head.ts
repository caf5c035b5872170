import type { Page, Response } from "@playwright/test";
import { expect } from "../fixtures";

/** What a page should show first: its title and its one heading (fixtures' `pages`). */
export interface ExpectedHead {
  title: string | RegExp;
  heading?: string;
}

/** The page answered 200 with its own title, description, language and heading. */
export async function expectOwnHead(
  page: Page,
  response: Response | null,
  path: string,
  { title, heading }: ExpectedHead,
): Promise<void> {
  const arabic = path === "/ar" || path.startsWith("/ar/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(title);
  await expect(page.locator("html")).toHaveAttribute("lang", arabic ? "ar" : "en");
  await expect(page.locator("html")).toHaveAttribute("dir", arabic ? "rtl" : "ltr");
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length).toBeGreaterThan(40);
  if (arabic) expect(description).toMatch(/[\u0600-\u06FF]/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  if (heading !== undefined) {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
}

/** The page declares its English, Arabic and default alternates, on the public origin. */
export async function expectAlternates(page: Page, path: string): Promise<void> {
  const english = path.replace(/^\/ar(?=\/|$)/, "") || "/";
  const arabic = english === "/" ? "/ar" : `/ar${english}`;
  const alternates = await page
    .locator('link[rel="alternate"]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
    );
  expect(alternates).toEqual([
    ["en", `https://www.sahabmobile.ae${english}`],
    ["ar", `https://www.sahabmobile.ae${arabic}`],
    ["x-default", `https://www.sahabmobile.ae${english}`],
  ]);
}

/** The first Tab reaches a visible skip link, which moves focus to the main content. */
export async function expectSkipLink(page: Page, name: string): Promise<void> {
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
}

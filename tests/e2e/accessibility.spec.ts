import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expect, pages, test } from "./fixtures";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map(({ id, help, nodes }) => ({
    id,
    help,
    targets: nodes.map((node) => node.target.join(" ")),
  }));
}

for (const { path } of pages) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`${path} has no axe violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      expect(await violations(page)).toEqual([]);
    });
  }
}

test.describe("the not-found page", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/no-such-page");
    expect(await violations(page)).toEqual([]);
  });
});

test("the open mobile menu has no axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link").first(),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

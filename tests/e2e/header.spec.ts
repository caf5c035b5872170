import type { Page } from "@playwright/test";
import { expect, sectionIds, test, reportedExpanded } from "./fixtures";

const menuButton = (page: Page) => page.getByRole("button", { name: "Menu" });
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("header on a desktop screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows every section link and no menu button", async ({ page }) => {
    await page.goto("/");
    await expect(menuButton(page)).toBeHidden();
    const links = mainNav(page).getByRole("link");
    await expect(links).toHaveText([
      "Plans",
      "Calls",
      "Internet",
      "Activation",
      "Support",
      "Contact",
    ]);
    for (const [index, id] of sectionIds.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `#${id}`);
    }
    await links.filter({ hasText: "Support" }).click();
    await expect(page).toHaveURL("/#support");
  });

  test("leads from another page to the home page's section", async ({ page }) => {
    await page.goto("/privacy");
    await mainNav(page).getByRole("link", { name: "Calls" }).click();
    await expect(page).toHaveURL("/#calls");
    await expect(page.locator("#calls")).toBeInViewport();
  });
});

test.describe("header on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens the menu with the button and closes it when a link is chosen", async ({ page }) => {
    await page.goto("/");
    const button = menuButton(page);
    const internet = mainNav(page).getByRole("link", { name: "Internet" });
    await expect(button).toBeVisible();
    await expect.poll(() => reportedExpanded(page, "Menu")).toBe(false);
    await expect(internet).toBeHidden();

    await button.click();
    await expect.poll(() => reportedExpanded(page, "Menu")).toBe(true);
    await expect(internet).toBeVisible();

    await internet.click();
    await expect(internet).toBeHidden();
    await expect.poll(() => reportedExpanded(page, "Menu")).toBe(false);
    await expect(page).toHaveURL("/#internet");
  });

  test("closes the menu on Escape and returns focus to the button", async ({ page }) => {
    await page.goto("/terms");
    const button = menuButton(page);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => reportedExpanded(page, "Menu")).toBe(true);
    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link", { name: "Plans" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(mainNav(page).getByRole("link", { name: "Plans" })).toBeHidden();
    await expect.poll(() => reportedExpanded(page, "Menu")).toBe(false);
    await expect(button).toBeFocused();
  });

  test.describe("before the app's scripts have loaded", () => {
    test.use({ expectedConsoleErrors: [/Failed to load resource|dynamically imported module/] });

    test("the menu opens, and closes when a link is chosen", async ({ page }) => {
      // Hold back every module script, so the page is never hydrated.
      await page.route("**/assets/*.js", (route) => route.abort());
      await page.goto("/", { waitUntil: "domcontentloaded" });
      const button = menuButton(page);
      await button.click();
      await expect.poll(() => reportedExpanded(page, "Menu")).toBe(true);
      await mainNav(page).getByRole("link", { name: "Activation" }).click();
      await expect.poll(() => reportedExpanded(page, "Menu")).toBe(false);
      await expect(page).toHaveURL("/#activation");
    });
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu still opens and its links still work", async ({ page }) => {
      await page.goto("/cookie-policy");
      await menuButton(page).click();
      const contact = mainNav(page).getByRole("link", { name: "Contact" });
      await expect(contact).toBeVisible();
      await contact.click();
      await expect(page).toHaveURL("/#contact");
    });
  });
});

import { noScriptCss } from "../../app/components/no-script-css";
import { expect, test, gotoHydrated } from "./fixtures";
import { axeViolations } from "./axe";

// Every page of the site, in both languages, is read whole at 1280 px and again at 320 px by
// the page audit (page-audit.spec.ts), on the load its other checks share; here, the states a
// visitor puts a page in.
test.describe("the not-found page", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/no-such-page");
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("the open mobile menu has no axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link").first(),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

for (const tab of ["Daily", "Weekly", "Monthly"]) {
  test(`the home page has no axe violations with ${tab} packages chosen`, async ({ page }) => {
    await page.goto("/");
    await page.locator("#internet label").filter({ hasText: tab }).click();
    await expect(page.getByRole("heading", { name: `${tab} packages` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe("as a page without JavaScript shows it", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|dynamically imported module/] });

  // axe itself needs JavaScript, so the page's own scripts are held back and the styles that
  // apply without JavaScript are added by hand: the same DOM and CSS a no-JS visitor gets.
  test("the home page has no axe violations", async ({ page }) => {
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.addStyleTag({ content: noScriptCss });
    await expect(page.getByRole("heading", { name: "Daily packages" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  // The stores as prerendered, each status with the moment it was true, and the nearest
  // store's answer the server renders.
  for (const path of ["/ar/stores", "/stores?near=Sharjah"]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.route("**/assets/*.js", (route) => route.abort());
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await page.addStyleTag({ content: noScriptCss });
      await expect(page.locator("[data-status]").first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("the open phone menu has no axe violations", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.addStyleTag({ content: noScriptCss });
    // With scripting on, <noscript> holds text; parse it as a page without JavaScript does.
    await page.locator("body noscript").evaluateAll((elements) => {
      for (const element of elements) {
        element.replaceWith(document.createRange().createContextualFragment(element.textContent));
      }
    });
    await page.getByRole("link", { name: "Menu", exact: true }).click();
    await expect(page.getByRole("link", { name: "Close menu" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Compare plans" }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("the contact form", () => {
  test("has no axe violations when showing errors", async ({ page }) => {
    await gotoHydrated(page, "/#contact");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please check the highlighted fields.");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("has no axe violations after a message is sent", async ({ page }) => {
    await gotoHydrated(page, "/#contact");
    await page.getByRole("textbox", { name: "Full name" }).fill("Axe Check");
    await page.getByRole("textbox", { name: "Email" }).fill("axe@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill("Checking the sent state");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.locator("main").getByRole("status")).toHaveText(/Thank you for your message/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("has no axe violations marked as a complaint, and after one is sent with its reference", async ({
    page,
  }) => {
    await gotoHydrated(page, "/?topic=complaint#contact");
    await expect(page.getByRole("checkbox", { name: "This is a complaint" })).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    await gotoHydrated(page, "/ar?sent=1&ref=7KCM-HX3R#contact-status");
    await expect(page.locator("main").getByRole("status")).toContainText("7KCM-HX3R");
    expect(await axeViolations(page)).toEqual([]);
  });
});

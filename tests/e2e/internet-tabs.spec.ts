import type { Page } from "@playwright/test";
import { home as homeAr } from "../../app/content/ar/home";
import { home as homeEn } from "../../app/content/en/home";
import { expect, test, waitForHydration } from "./fixtures";

const packagesByTab = {
  Daily: [
    ["Basic Day", "AED 5", "1GB", "24 hours"],
    ["Premium Day", "AED 10", "3GB", "24 hours"],
  ],
  Weekly: [
    ["Basic Week", "AED 30", "7GB", "7 days"],
    ["Premium Week", "AED 50", "15GB", "7 days"],
  ],
  Monthly: [
    ["Basic Month", "AED 100", "30GB", "30 days"],
    ["Premium Month", "AED 200", "100GB", "30 days"],
    ["Unlimited", "AED 300", "Unlimited", "30 days"],
  ],
} as const;

const periods = ["daily", "weekly", "monthly"] as const;
const locales = [
  { path: "/", words: homeEn.internet },
  { path: "/ar", words: homeAr.internet },
] as const;

const selector = (page: Page, name: string) => page.getByRole("group", { name });
const option = (page: Page, name: string) => page.getByRole("radio", { name });
/** Chooses an option as a visitor does, by its visible label (the radio itself is hidden). */
const choose = (page: Page, name: string) =>
  page.locator("#internet label").filter({ hasText: name }).click();
/** A panel is known by its own (visually hidden) heading. */
const panel = (page: Page, heading: string) =>
  page.locator("#internet div:has(> h3)").filter({
    has: page.getByRole("heading", { level: 3, name: heading, exact: true }),
  });

/** The one panel a visitor sees, by its heading. */
async function expectOnlyPanel(
  page: Page,
  words: (typeof locales)[number]["words"],
  shown: string,
) {
  for (const period of periods) {
    const heading = words.tabs[period].heading;
    if (heading === shown) await expect(panel(page, heading)).toBeVisible();
    else await expect(panel(page, heading)).toBeHidden();
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("Daily is chosen by default and each option shows its own packages", async ({ page }) => {
      await page.goto("/");
      const group = selector(page, "Package length");
      await expect(group.getByRole("radio")).toHaveCount(3);
      await expect(group.locator("label")).toHaveText(["Daily", "Weekly", "Monthly"]);
      await expect(option(page, "Daily")).toBeChecked();
      await expectOnlyPanel(page, homeEn.internet, "Daily packages");

      for (const [tab, packages] of Object.entries(packagesByTab)) {
        await choose(page, tab);
        await expect(option(page, tab)).toBeChecked();
        const heading = `${tab} packages`;
        await expectOnlyPanel(page, homeEn.internet, heading);
        const shown = panel(page, heading);
        await expect(shown.locator("article h4")).toHaveText(packages.map(([name]) => name));
        for (const [name, price, data, validity] of packages) {
          const card = shown.locator("article").filter({ hasText: name });
          await expect(card.locator("dd")).toHaveText([price, data, validity]);
        }
      }
    });

    for (const { path, words } of locales) {
      test(`${path}: arrow keys move the choice in the reading direction`, async ({ page }) => {
        await page.goto(path);
        const forward = path === "/ar" ? "ArrowLeft" : "ArrowRight";
        const backward = path === "/ar" ? "ArrowRight" : "ArrowLeft";
        const daily = option(page, words.tabs.daily.label);
        const weekly = option(page, words.tabs.weekly.label);
        const monthly = option(page, words.tabs.monthly.label);
        await daily.focus();
        await page.keyboard.press(forward);
        await expect(weekly).toBeFocused();
        await expect(weekly).toBeChecked();
        await expectOnlyPanel(page, words, words.tabs.weekly.heading);
        await page.keyboard.press(forward);
        await expect(monthly).toBeChecked();
        await expectOnlyPanel(page, words, words.tabs.monthly.heading);
        await page.keyboard.press(backward);
        await page.keyboard.press(backward);
        await expect(daily).toBeChecked();
        await expectOnlyPanel(page, words, words.tabs.daily.heading);
        // The group is one stop in the tab order: Tab leaves it.
        await page.keyboard.press("Tab");
        await expect(weekly).not.toBeFocused();
        await expect(monthly).not.toBeFocused();
      });
    }
  });
}

test("the weekly option lists its features", async ({ page }) => {
  await page.goto("/");
  await choose(page, "Weekly");
  const shown = panel(page, "Weekly packages");
  await expect(shown.getByRole("heading", { name: "Every weekly package includes" })).toBeVisible();
  await expect(shown.getByRole("listitem").filter({ hasText: "4G LTE access" })).toBeVisible();
  await expect(
    shown.getByRole("listitem").filter({ hasText: "Free social media browsing" }),
  ).toBeVisible();
});

test.describe("before the app has hydrated", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|dynamically imported module/] });

  test("the switch works while the app's script never arrives", async ({ page }) => {
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await choose(page, "Monthly");
    await expect(option(page, "Monthly")).toBeChecked();
    await expectOnlyPanel(page, homeEn.internet, "Monthly packages");
  });
});

test("on a slow phone a choice made before hydration works at once and survives it", async ({
  page,
}) => {
  // A slow phone: the CPU runs six times slower and the app's script is held back until the
  // visitor has made a choice, so the choice surely comes before hydration.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // The islands' script is async: the page is parsed and ready while it is held back.
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await choose(page, "Weekly");
  expect(
    await page.evaluate(() => document.querySelector("form[novalidate]") === null),
    "the app has not run yet",
  ).toBe(true);
  await expectOnlyPanel(page, homeEn.internet, "Weekly packages");

  releaseScripts();
  await waitForHydration(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await expect(option(page, "Weekly")).toBeChecked();
  await expectOnlyPanel(page, homeEn.internet, "Weekly packages");
  await choose(page, "Daily");
  await expectOnlyPanel(page, homeEn.internet, "Daily packages");
});

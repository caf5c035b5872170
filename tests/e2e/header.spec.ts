import type { Page } from "@playwright/test";
import { expect, gotoHydrated, sectionIds, test, reportedExpanded } from "./fixtures";

const menuButton = (page: Page) => page.getByRole("button", { name: "Menu" });
const mainNav = (page: Page, name = "Main") => page.getByRole("navigation", { name });

/** The phone menu's words in each language. */
const menuLocales = [
  { path: "/", nav: "Main", menu: "Menu", close: "Close menu", plans: "Plans" },
  { path: "/ar", nav: "التنقل الرئيسي", menu: "القائمة", close: "إغلاق القائمة", plans: "الباقات" },
];

test.describe("header on a desktop screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows every section link, then the rates pages, and no menu button", async ({ page }) => {
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
      "International calls",
      "Roaming",
    ]);
    for (const [index, id] of sectionIds.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `#${id}`);
    }
    await expect(links.nth(6)).toHaveAttribute("href", "/international-calls");
    await expect(links.nth(7)).toHaveAttribute("href", "/roaming");
    await links.filter({ hasText: "Support" }).click();
    await expect(page).toHaveURL("/#support");
  });

  test("leads from another page to the home page's section", async ({ page }) => {
    await page.goto("/privacy");
    await mainNav(page).getByRole("link", { name: "Calls", exact: true }).click();
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

  for (const locale of menuLocales) {
    test(`${locale.path}: with JavaScript, choosing Plans closes the menu over the section`, async ({
      page,
    }) => {
      await page.goto(locale.path);
      const nav = mainNav(page, locale.nav);
      await nav.getByRole("button", { name: locale.menu }).click();
      const plans = nav.getByRole("link", { name: locale.plans, exact: true });
      await plans.click();
      await expect(plans).toBeHidden();
      await expect.poll(() => reportedExpanded(page, locale.menu)).toBe(false);
      await expect
        .poll(() =>
          page.locator("#plans").evaluate((el) => Math.round(el.getBoundingClientRect().top)),
        )
        .toBe(80);
    });
  }

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
      await mainNav(page).getByRole("link", { name: "Menu" }).click();
      const contact = mainNav(page).getByRole("link", { name: "Contact" });
      await expect(contact).toBeVisible();
      await contact.click();
      await expect(page).toHaveURL("/#contact");
    });

    for (const locale of menuLocales) {
      test(`${locale.path}: choosing a link closes the menu and shows the section`, async ({
        page,
      }) => {
        await page.goto(locale.path);
        const nav = mainNav(page, locale.nav);
        const plans = nav.getByRole("link", { name: locale.plans, exact: true });
        await expect(plans).toBeHidden();
        await nav.getByRole("link", { name: locale.menu, exact: true }).click();
        await expect(plans).toBeVisible();
        await expect(nav.getByRole("link", { name: locale.menu, exact: true })).toBeHidden();

        await plans.click();
        await expect(page).toHaveURL(`${locale.path}#plans`);
        await expect(plans).toBeHidden();
        await expect(nav.getByRole("link", { name: locale.menu, exact: true })).toBeVisible();
        // The section lands on the 80 px line, and its heading is what a tap there would hit.
        await expect
          .poll(() =>
            page.locator("#plans").evaluate((el) => Math.round(el.getBoundingClientRect().top)),
          )
          .toBe(80);
        const heading = page.locator("#plans h2");
        await expect(heading).toBeInViewport();
        expect(
          await heading.evaluate((el) => {
            const box = el.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
            return hit !== null && el.contains(hit);
          }),
          "nothing covers the section heading",
        ).toBe(true);
      });

      test(`${locale.path}: the menu works from the keyboard and closes without a choice`, async ({
        page,
      }) => {
        // Instant scrolling, so a position read after an action is where the page stays.
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(locale.path);
        await page.evaluate(() => window.scrollTo({ top: 3000, behavior: "instant" }));
        const scrollY = () => page.evaluate(() => window.scrollY);
        const nav = mainNav(page, locale.nav);
        const open = nav.getByRole("link", { name: locale.menu, exact: true });
        const plans = nav.getByRole("link", { name: locale.plans, exact: true });
        await open.focus();
        const before = await scrollY();
        await page.keyboard.press("Enter");
        await expect(plans).toBeVisible();
        // Opening and closing leave the reader where they were.
        expect(await scrollY()).toBe(before);
        await page.keyboard.press("Tab");
        await expect(plans).toBeFocused();

        const close = nav.getByRole("link", { name: locale.close, exact: true });
        await close.focus();
        const beforeClosing = await scrollY();
        await page.keyboard.press("Enter");
        await expect(plans).toBeHidden();
        await expect(open).toBeVisible();
        expect(await scrollY()).toBe(beforeClosing);
      });
    }
  });
});

test.describe("the rates pages in the main menu", () => {
  const pages = [
    { path: "/", nav: "Main", calls: "International calls", roaming: "Roaming", prefix: "" },
    {
      path: "/ar",
      nav: "التنقل الرئيسي",
      calls: "المكالمات الدولية",
      roaming: "التجوال",
      prefix: "/ar",
    },
  ];
  for (const { path, nav, calls, roaming, prefix } of pages) {
    test(`${path}: both are in the menu, and the one shown is marked as the current page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const menu = mainNav(page, nav);
      await menu.getByRole("link", { name: roaming, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/roaming`);
      await expect(menu.getByRole("link", { name: roaming, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(menu.getByRole("link", { name: calls, exact: true })).not.toHaveAttribute(
        "aria-current",
      );
      await menu.getByRole("link", { name: calls, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/international-calls`);
    });

    test(`${path}: on a phone, the menu button opens a menu with both`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 700 });
      await gotoHydrated(page, path);
      const menu = mainNav(page, nav);
      await expect(menu.getByRole("link", { name: roaming, exact: true })).toBeHidden();
      await menu.getByRole("button").click();
      await expect(menu.getByRole("link", { name: calls, exact: true })).toBeVisible();
      await menu.getByRole("link", { name: roaming, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/roaming`);
    });

    for (const width of [1024, 1280]) {
      test(`${path} at ${width} px: the whole menu is on one line, clear of the brand`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 700 });
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        const boxes = await mainNav(page, nav)
          .getByRole("link")
          .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()));
        const tops = new Set(boxes.map((box: DOMRect) => Math.round(box.top)));
        expect(tops.size, "one line of links").toBe(1);
        const brand = await page.getByRole("banner").getByRole("link").first().boundingBox();
        if (!brand) throw new Error("no brand");
        for (const box of boxes as DOMRect[]) {
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.right).toBeLessThanOrEqual(width);
          const apart = box.right <= brand.x || brand.x + brand.width <= box.left;
          expect(apart, "a link clear of the brand").toBe(true);
        }
      });
    }
  }
});

test.describe("the brand in the header", () => {
  const brands = [
    { path: "/", home: "Sahab Mobile home", other: "العربية" },
    { path: "/ar", home: "سحاب موبايل – الصفحة الرئيسية", other: "English" },
  ];
  for (const { path, home, other } of brands) {
    for (const width of [320, 360, 375, 380, 414, 768, 1024, 1280]) {
      test(`${path} at ${width} px: the brand name is on one line, clear of the controls`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 700 });
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        const banner = page.getByRole("banner");
        const homeLink = banner.getByRole("link", { name: home, exact: true });
        const lines = await homeLink.locator("span").evaluate((name) => {
          const range = document.createRange();
          range.selectNodeContents(name);
          return new Set(
            [...range.getClientRects()]
              .filter((box) => box.width > 0)
              .map((box) => Math.round(box.top)),
          ).size;
        });
        expect(lines).toBe(1);
        const brand = await homeLink.boundingBox();
        const languageSwitch = await banner.getByRole("link", { name: other }).boundingBox();
        if (!brand || !languageSwitch)
          throw new Error("the brand or the language switch is missing");
        const apart =
          brand.x + brand.width <= languageSwitch.x ||
          languageSwitch.x + languageSwitch.width <= brand.x;
        expect(apart, "the brand and the language switch do not overlap").toBe(true);
        expect(brand.x).toBeGreaterThanOrEqual(0);
        expect(brand.x + brand.width).toBeLessThanOrEqual(width);
      });
    }
  }
});

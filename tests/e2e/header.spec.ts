import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, gotoHydrated, reportedExpanded, test } from "./fixtures";

/** The menu's words and links in each language, as a visitor reads them. */
const locales = [
  {
    prefix: "",
    home: "/",
    nav: "Main",
    menu: "Menu",
    close: "Close menu",
    onThisPage: "On this page",
    sectionPlans: "Plans",
    search: "Search the site",
    searchButton: "Search",
    groups: [
      {
        name: "Plans",
        links: [
          ["Compare plans", "/plans"],
          ["Basic plan", "/plans/basic"],
          ["Standard plan", "/plans/standard"],
          ["Premium plan", "/plans/premium"],
          ["Is my phone ready?", "/devices"],
          ["Sign up for a plan", "/join"],
        ],
      },
      {
        name: "Calls and roaming",
        links: [
          ["International calls", "/international-calls"],
          ["Roaming", "/roaming"],
        ],
      },
      {
        name: "Help and support",
        links: [
          ["Coverage", "/coverage"],
          ["Network status", "/network-status"],
          ["Our stores", "/stores"],
          ["Contact us", "/#contact"],
          ["Complaints", "/complaints"],
        ],
      },
    ],
  },
  {
    prefix: "/ar",
    home: "/ar",
    nav: "التنقل الرئيسي",
    menu: "القائمة",
    close: "إغلاق القائمة",
    onThisPage: "في هذه الصفحة",
    sectionPlans: "الباقات",
    search: "ابحث في الموقع",
    searchButton: "بحث",
    groups: [
      {
        name: "الباقات",
        links: [
          ["قارن بين الباقات", "/ar/plans"],
          ["الباقة الأساسية", "/ar/plans/basic"],
          ["الباقة القياسية", "/ar/plans/standard"],
          ["الباقة المميزة", "/ar/plans/premium"],
          ["هل هاتفك جاهز؟", "/ar/devices"],
          ["اطلب الاشتراك", "/ar/join"],
        ],
      },
      {
        name: "المكالمات والتجوال",
        links: [
          ["المكالمات الدولية", "/ar/international-calls"],
          ["التجوال", "/ar/roaming"],
        ],
      },
      {
        name: "المساعدة والدعم",
        links: [
          ["التغطية", "/ar/coverage"],
          ["حالة الشبكة", "/ar/network-status"],
          ["متاجرنا", "/ar/stores"],
          ["تواصل معنا", "/ar#contact"],
          ["الشكاوى", "/ar/complaints"],
        ],
      },
    ],
  },
] as const;

const [english, arabic] = locales;

const mainNav = (page: Page, name: string = english.nav) => page.getByRole("navigation", { name });
/** A laptop's group: its disclosure's button, and the links it shows. */
const groupButton = (nav: Locator, name: string) =>
  nav.locator("summary").filter({ hasText: new RegExp(`^${name}$`) });
/** A phone's group: a list named by its title. */
const groupList = (nav: Locator, name: string) => nav.getByRole("list", { name, exact: true });
const headerHeight = (page: Page) =>
  page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().height);
const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top));

test.describe("the menu on a laptop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const locale of locales) {
    test(`${locale.home}: three groups, each opening to its links, and no menu button`, async ({
      page,
    }) => {
      await page.goto(`${locale.prefix}/terms`);
      const nav = mainNav(page, locale.nav);
      await expect(page.getByRole("button", { name: locale.menu })).toBeHidden();
      await expect(nav.locator("summary")).toHaveText(locale.groups.map((group) => group.name));
      for (const group of locale.groups) {
        const button = groupButton(nav, group.name);
        const first = nav.getByRole("link", { name: group.links[0][0], exact: true });
        await expect(first).toBeHidden();
        await button.click();
        await expect.poll(() => reportedExpanded(page, group.name, "disclosure")).toBe(true);
        const links = button.locator("xpath=..").getByRole("link");
        await expect(links).toHaveText(group.links.map(([name]) => name));
        for (const [index, [, href]] of group.links.entries()) {
          await expect(links.nth(index)).toHaveAttribute("href", href);
          // A tap target a finger can hit.
          expect((await links.nth(index).boundingBox())?.height).toBeGreaterThanOrEqual(44);
        }
      }
      // The groups share a name: opening the last one closed the others.
      await expect(nav.locator("details[open]")).toHaveCount(1);
    });
  }

  test("a group's link leads to its page, which the menu marks as current", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await groupButton(nav, "Help and support").click();
    await nav.getByRole("link", { name: "Network status" }).click();
    await expect(page).toHaveURL("/network-status");
    await groupButton(nav, "Help and support").click();
    await expect(nav.getByRole("link", { name: "Network status" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Our stores" })).not.toHaveAttribute("aria-current");
    await expect(groupButton(nav, "Help and support")).toHaveAttribute("data-current", "");
    await expect(groupButton(nav, "Plans")).not.toHaveAttribute("data-current");
  });

  test("from the keyboard: Tab reaches each group, Enter opens it, Escape closes it", async ({
    page,
  }) => {
    await page.goto("/privacy");
    const nav = mainNav(page);
    const plans = groupButton(nav, "Plans");
    await page.getByRole("link", { name: "Sahab Mobile home" }).focus();
    await page.keyboard.press("Tab");
    await expect(plans).toBeFocused();
    // Focus is visible: the site's ring, not the browser's default or nothing.
    expect(await plans.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
    await page.keyboard.press("Enter");
    const compare = nav.getByRole("link", { name: "Compare plans" });
    await expect(compare).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(compare).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(compare).toBeHidden();
    await expect(plans).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(groupButton(nav, "Calls and roaming")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(nav.getByRole("link", { name: "Roaming" })).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/roaming");
  });

  test("a click outside an open group closes it, as does a link to the page itself", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const nav = mainNav(page);
    await groupButton(nav, "Help and support").click();
    await expect(nav.getByRole("link", { name: "Coverage" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(nav.getByRole("link", { name: "Coverage" })).toBeHidden();

    // The contact form is on the home page: the group closes over it, at the 80 px line.
    await groupButton(nav, "Help and support").click();
    await nav.getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL("/#contact");
    await expect(nav.getByRole("link", { name: "Contact us" })).toBeHidden();
    await expect.poll(() => topOf(page, "#contact")).toBe(80);
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("each group still opens, one at a time, and its links lead to their pages", async ({
      page,
    }) => {
      await page.goto("/ar/coverage");
      const nav = mainNav(page, arabic.nav);
      await groupButton(nav, "الباقات").click();
      await expect(nav.getByRole("link", { name: "الباقة المميزة" })).toBeVisible();
      await groupButton(nav, "المكالمات والتجوال").click();
      await expect(nav.getByRole("link", { name: "الباقة المميزة" })).toBeHidden();
      await nav.getByRole("link", { name: "المكالمات الدولية" }).click();
      await expect(page).toHaveURL("/ar/international-calls");
    });
  });

  test("the open group has no axe violations", async ({ page }) => {
    await page.goto("/ar/stores");
    await groupButton(mainNav(page, arabic.nav), "المساعدة والدعم").click();
    await expect(page.getByRole("link", { name: "الشكاوى" }).first()).toBeVisible();
    await expectNoAxeViolations(page, "an open group on a laptop", { include: "header" });
  });

  test("the home page's sections have a row of their own under the bar, and no other page", async ({
    page,
  }) => {
    await page.goto("/");
    const sections = page.getByRole("navigation", { name: "On this page" });
    await expect(sections.getByRole("link")).toHaveText([
      "Plans",
      "Calls",
      "Internet",
      "Activation",
      "Support",
      "Contact",
    ]);
    // Out of the sticky bar: it scrolls away, and never covers a section.
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: "instant" }));
    await expect(sections).not.toBeInViewport();
    await page.goto("/plans");
    await expect(page.getByRole("navigation", { name: "On this page" })).toHaveCount(0);
  });

  for (const locale of locales) {
    for (const width of [1024, 1280]) {
      test(`${locale.home} at ${width} px: brand, groups, search and language on one line`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 700 });
        await page.goto(locale.home);
        await page.evaluate(() => document.fonts.ready);
        const banner = page.getByRole("banner");
        const parts = [
          banner.getByRole("link", { name: /home|الرئيسية/ }),
          ...locale.groups.map((group) => groupButton(mainNav(page, locale.nav), group.name)),
          banner.getByRole("searchbox", { name: locale.search }),
          banner.getByRole("button", { name: locale.searchButton }),
          banner.getByRole("link", { name: locale === english ? "العربية" : "English" }),
        ];
        const boxes = [];
        for (const part of parts) {
          const box = await part.boundingBox();
          if (!box) throw new Error("a part of the bar is missing");
          boxes.push(box);
        }
        for (const [index, box] of boxes.entries()) {
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
          expect(box.y + box.height / 2, "on the bar's one line").toBeCloseTo(32, -1);
          for (const other of boxes.slice(index + 1)) {
            const apart = box.x + box.width <= other.x || other.x + other.width <= box.x;
            expect(apart, "no two parts of the bar overlap").toBe(true);
          }
        }
        expect(await headerHeight(page)).toBeLessThanOrEqual(65);
      });
    }
  }
});

test.describe("the menu on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const locale of locales) {
    test(`${locale.home}: the button opens a panel with every group, its links a finger wide`, async ({
      page,
    }) => {
      await page.goto(`${locale.prefix}/privacy`);
      const nav = mainNav(page, locale.nav);
      const button = page.getByRole("button", { name: locale.menu });
      // The bar keeps its height; only an open panel adds to it.
      expect(await headerHeight(page)).toBeLessThanOrEqual(65);
      await expect(groupList(nav, locale.groups[0].name)).toBeHidden();
      await button.click();
      await expect.poll(() => reportedExpanded(page, locale.menu)).toBe(true);
      for (const group of locale.groups) {
        const links = groupList(nav, group.name).getByRole("link");
        await expect(links).toHaveText(group.links.map(([name]) => name));
        for (const [index, [, href]] of group.links.entries()) {
          await expect(links.nth(index)).toHaveAttribute("href", href);
          await expect(links.nth(index)).toBeInViewport();
          const box = await links.nth(index).boundingBox();
          expect(box?.height).toBeGreaterThanOrEqual(44);
        }
      }
      // The search field is at the top of the panel: one tap away.
      await expect(nav.getByRole("searchbox", { name: locale.search })).toBeInViewport();
      // The home page's sections are the home page's alone.
      await expect(groupList(nav, locale.onThisPage)).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

      const [name, href] = locale.groups[2].links[2];
      await groupList(nav, locale.groups[2].name).getByRole("link", { name }).click();
      await expect(page).toHaveURL(href);
      await expect(groupList(nav, locale.groups[2].name)).toBeHidden();
    });
  }

  test("the page shown is marked in the panel", async ({ page }) => {
    await page.goto("/ar/plans/standard");
    await page.getByRole("button", { name: arabic.menu }).click();
    const plans = groupList(mainNav(page, arabic.nav), "الباقات");
    await expect(plans.getByRole("link", { name: "الباقة القياسية" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(plans.locator("[aria-current]")).toHaveCount(1);
  });

  test("closes the panel on Escape and returns focus to the button", async ({ page }) => {
    await page.goto("/terms");
    const button = page.getByRole("button", { name: "Menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => reportedExpanded(page, "Menu")).toBe(true);
    await page.keyboard.press("Tab");
    const first = groupList(mainNav(page), "Plans").getByRole("link").first();
    await expect(first).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(first).toBeHidden();
    await expect.poll(() => reportedExpanded(page, "Menu")).toBe(false);
    await expect(button).toBeFocused();
  });

  for (const locale of locales) {
    test(`${locale.home}: on the home page, choosing a section closes the panel over it`, async ({
      page,
    }) => {
      await page.goto(locale.home);
      const nav = mainNav(page, locale.nav);
      await page.getByRole("button", { name: locale.menu }).click();
      const plans = groupList(nav, locale.onThisPage).getByRole("link", {
        name: locale.sectionPlans,
        exact: true,
      });
      await plans.click();
      await expect(plans).toBeHidden();
      await expect.poll(() => reportedExpanded(page, locale.menu)).toBe(false);
      await expect.poll(() => topOf(page, "#plans")).toBe(80);
    });
  }

  test("at 320 px the bar keeps to one line and its height", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ["/", "/ar"]) {
      await page.goto(path);
      expect(await headerHeight(page)).toBeLessThanOrEqual(65);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    }
  });

  test("the open panel has no axe violations", async ({ page }) => {
    await page.goto("/ar");
    await page.getByRole("button", { name: arabic.menu }).click();
    await expect(page.getByRole("searchbox", { name: arabic.search })).toBeVisible();
    await expectNoAxeViolations(page, "the phone's open panel", { include: "header" });
  });

  test.describe("before the app's scripts have loaded", () => {
    test.use({ expectedConsoleErrors: [/Failed to load resource|dynamically imported module/] });

    test("the panel opens, and closes when a link is chosen", async ({ page }) => {
      // Hold back every module script, so the page is never hydrated.
      await page.route("**/assets/*.js", (route) => route.abort());
      await page.goto("/", { waitUntil: "domcontentloaded" });
      await page.getByRole("button", { name: "Menu" }).click();
      await expect.poll(() => reportedExpanded(page, "Menu")).toBe(true);
      await groupList(mainNav(page), "On this page")
        .getByRole("link", { name: "Activation" })
        .click();
      await expect.poll(() => reportedExpanded(page, "Menu")).toBe(false);
      await expect(page).toHaveURL("/#activation");
    });
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the panel opens from its link, and a group's link leads to its page", async ({
      page,
    }) => {
      await page.goto("/cookie-policy");
      const nav = mainNav(page);
      await nav.getByRole("link", { name: "Menu", exact: true }).click();
      const stores = groupList(nav, "Help and support").getByRole("link", { name: "Our stores" });
      await expect(stores).toBeVisible();
      await expect(nav.getByRole("searchbox", { name: "Search the site" })).toBeInViewport();
      await stores.click();
      await expect(page).toHaveURL("/stores");
      await expect(stores).toBeHidden();
    });

    test("the contact link closes the panel over the form on the home page", async ({ page }) => {
      await page.goto("/ar");
      const nav = mainNav(page, arabic.nav);
      await nav.getByRole("link", { name: arabic.menu, exact: true }).click();
      const contact = groupList(nav, "المساعدة والدعم").getByRole("link", { name: "تواصل معنا" });
      await contact.click();
      await expect(page).toHaveURL("/ar#contact");
      await expect(contact).toBeHidden();
      await expect.poll(() => topOf(page, "#contact")).toBe(80);
    });

    for (const locale of locales) {
      test(`${locale.home}: choosing a section closes the panel and shows the section`, async ({
        page,
      }) => {
        await page.goto(locale.home);
        const nav = mainNav(page, locale.nav);
        const plans = groupList(nav, locale.onThisPage).getByRole("link", {
          name: locale.sectionPlans,
          exact: true,
        });
        await expect(plans).toBeHidden();
        await nav.getByRole("link", { name: locale.menu, exact: true }).click();
        await expect(plans).toBeVisible();
        await expect(nav.getByRole("link", { name: locale.menu, exact: true })).toBeHidden();

        await plans.click();
        await expect(page).toHaveURL(`${locale.home}#plans`);
        await expect(plans).toBeHidden();
        await expect(nav.getByRole("link", { name: locale.menu, exact: true })).toBeVisible();
        // The section lands on the 80 px line, and its heading is what a tap there would hit.
        await expect.poll(() => topOf(page, "#plans")).toBe(80);
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

      test(`${locale.home}: the panel works from the keyboard and closes without a choice`, async ({
        page,
      }) => {
        // Instant scrolling, so a position read after an action is where the page stays.
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(locale.home);
        await page.evaluate(() => window.scrollTo({ top: 3000, behavior: "instant" }));
        const scrollY = () => page.evaluate(() => window.scrollY);
        const nav = mainNav(page, locale.nav);
        const open = nav.getByRole("link", { name: locale.menu, exact: true });
        const first = groupList(nav, locale.groups[0].name).getByRole("link").first();
        await open.focus();
        const before = await scrollY();
        await page.keyboard.press("Enter");
        await expect(first).toBeVisible();
        // Opening and closing leave the reader where they were.
        expect(await scrollY()).toBe(before);
        await page.keyboard.press("Tab");
        await expect(first).toBeFocused();

        const close = nav.getByRole("link", { name: locale.close, exact: true });
        await close.focus();
        const beforeClosing = await scrollY();
        await page.keyboard.press("Enter");
        await expect(first).toBeHidden();
        await expect(open).toBeVisible();
        expect(await scrollY()).toBe(beforeClosing);
      });
    }
  });
});

test.describe("the search field in the header", () => {
  // The search page is another part of the site: here, only that the form asks it rightly.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  for (const { locale, query } of [
    { locale: english, query: "India" },
    { locale: arabic, query: "الهند" },
  ]) {
    test(`${locale.home} on a laptop: sends the query by GET to the search page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${locale.prefix}/roaming`);
      const field = page.getByRole("banner").getByRole("searchbox", { name: locale.search });
      await expect(field).toBeVisible();
      await expect(field).toHaveAttribute("name", "q");
      await expect(field).toHaveAttribute("id", "site-search");
      await expect(field).toHaveAttribute("data-site-search", "");
      await field.fill(query);
      const request = page.waitForRequest((each) => each.url().includes("search?"));
      await page.getByRole("banner").getByRole("button", { name: locale.searchButton }).click();
      expect((await request).method()).toBe("GET");
      await expect(page).toHaveURL(`${locale.prefix}/search?q=${encodeURIComponent(query)}`);
    });
  }

  test("on a phone: the menu button shows the field, and Enter sends it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/ar/stores");
    // A searchbox until touched, then its suggestions make it a combobox: found by its label.
    const field = page.getByLabel(arabic.search, { exact: true });
    await expect(field).toBeHidden();
    await page.getByRole("button", { name: arabic.menu }).click();
    await expect(field).toBeInViewport();
    await field.fill("البرشاء");
    await field.press("Enter");
    await expect(page).toHaveURL(`/ar/search?q=${encodeURIComponent("البرشاء")}`);
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the form is a plain GET form", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/complaints");
      await page.getByRole("searchbox", { name: english.search }).fill("JLT");
      await page.getByRole("button", { name: english.searchButton }).click();
      await expect(page).toHaveURL("/search?q=JLT");
    });
  });
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

test.describe("nothing focused hides under the sticky header", () => {
  test.use({ reducedMotion: "reduce" });

  /** How far the label of a field clears the header's bottom edge (negative: under it). */
  const labelClearance = (page: Page, fieldId: string) =>
    page.evaluate((id) => {
      const header = document.querySelector("body > header")?.getBoundingClientRect();
      const label = document.querySelector(`label[for="${id}"]`)?.getBoundingClientRect();
      if (!header || !label) throw new Error(`no header, or no label for #${id}`);
      return label.top - header.bottom;
    }, fieldId);

  /** Scrolls until the field's top is just below the header, its label hidden under it. */
  const labelUnderHeader = async (page: Page, fieldId: string) => {
    await page.evaluate((id) => {
      const field = document.getElementById(id);
      if (!field) throw new Error(`no #${id}`);
      window.scrollBy({ top: field.getBoundingClientRect().top - 70 });
    }, fieldId);
    expect(await labelClearance(page, fieldId), "the label starts under the header").toBeLessThan(
      0,
    );
  };

  for (const width of [375, 1280]) {
    test(`at ${width} px, a field focused by a script brings its label out`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto("/ar");
      // A textarea's focus scrolls only to its caret: the form's own check scrolls it whole.
      for (const id of ["contact-name", "contact-email", "contact-phone"]) {
        await labelUnderHeader(page, id);
        await page.locator(`#${id}`).focus();
        expect(await labelClearance(page, id), `#${id}'s label`).toBeGreaterThanOrEqual(0);
      }
    });

    test(`at ${width} px, the form's check moves focus to a field whose label shows`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await gotoHydrated(page, "/#contact");
      await page.getByRole("textbox", { name: "Full name" }).fill("Focus Check");
      await page.getByRole("textbox", { name: "Email" }).fill("focus@example.com");
      // The one field in error is the message, its label scrolled under the header; sent
      // without a click, so nothing but the check moves the page.
      await labelUnderHeader(page, "contact-message");
      await page.locator("form[method=post]").evaluate((form) => {
        (form as HTMLFormElement).requestSubmit();
      });
      await expect(page.locator("#contact-message")).toBeFocused();
      await expect.poll(() => labelClearance(page, "contact-message")).toBeGreaterThanOrEqual(0);
    });

    test(`at ${width} px, a link to a field lands with its label in view`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto("/");
      await page.evaluate(() => {
        const link = document.createElement("a");
        link.href = "#contact-phone";
        link.textContent = "Phone";
        document.body.prepend(link);
      });
      await page.getByRole("link", { name: "Phone", exact: true }).click();
      await expect(page).toHaveURL("/#contact-phone");
      await expect.poll(() => labelClearance(page, "contact-phone")).toBeGreaterThanOrEqual(0);
    });
  }
});

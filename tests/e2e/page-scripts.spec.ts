import type { Page } from "@playwright/test";
import { layout as arabicLayout } from "../../app/content/ar/layout";
import { layout as englishLayout } from "../../app/content/en/layout";
import {
  allPagePaths,
  coveragePaths,
  expect,
  ratesPaths,
  test,
  waitForHydration,
} from "./fixtures";

/** A layout shift as the browser reports it (not yet in TypeScript's DOM types). */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/** The scripts the browser fetched for the page, with when each started and when it loaded. */
async function scriptTimings(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ url: entry.name, startTime: entry.startTime }));
    return { loadEventEnd: navigation?.loadEventEnd ?? 0, scripts };
  });
}

/**
 * The pages with islands: the home pages, the rates pages with their finder, coverage's filter,
 * the stores pages, whose script keeps "open now" true, and the search pages' suggestions.
 */
const pagesWithIslands: string[] = [
  "/",
  "/ar",
  ...ratesPaths.flatMap((path) => [path, `/ar${path}`]),
  ...coveragePaths,
  "/stores",
  "/ar/stores",
  "/search",
  "/ar/search",
];

const staticPaths = [
  ...allPagePaths.filter((path) => !pagesWithIslands.includes(path)),
  "/no-such-page",
  "/ar/no-such-page",
];

test.describe("pages without widgets", () => {
  // The not-found pages answer 404, which the browser reports in its console.
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

  for (const path of staticPaths) {
    test(`${path} works in full as HTML and CSS, so it loads no script file`, async ({ page }) => {
      await page.goto(path);
      const html = await page.content();
      // The header's search names the islands' script for a visitor's first touch of it
      // (app/components/islands-on-demand.ts), and nothing else on the page names one.
      const named = html.match(/\/assets\/[^"\s]+\.js/g) ?? [];
      expect(named.length).toBeLessThanOrEqual(1);
      if (named[0]) expect(html).toContain(`data-islands-entry="${named[0]}"`);
      expect(html).not.toContain('type="module"');
      await page.waitForLoadState("networkidle");
      expect((await scriptTimings(page)).scripts).toEqual([]);
    });
  }
});

for (const path of ["/", "/ar"]) {
  test(`${path} loads only the islands' script, and React only when a visitor nears an island`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const response = await page.goto(path, { waitUntil: "networkidle" });
    const html = (await response?.text()) ?? "";
    // No whole-document hydration: no router context, manifest or route modules in the page.
    expect(html).not.toContain("__reactRouter");
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    const fetched = async () => (await scriptTimings(page)).scripts.map(({ url }) => url);
    expect(await fetched()).toEqual([expect.stringMatching(/\/assets\/entry\.client-[\w-]+\.js$/)]);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    // Before hydration the form is the browser's own, with its built-in checks.
    await expect(page.locator("form[method=post]")).not.toHaveAttribute("novalidate");

    // Scrolling toward the form brings React and the form's code, and hydrates it.
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await expect(page.locator("[data-island=contact-form]")).toHaveAttribute("data-hydrated", "");
    await expect(page.locator("form[method=post]")).toHaveAttribute("novalidate", "");
    expect((await fetched()).length).toBeGreaterThan(2);
  });
}

test("what a visitor types before the form's island hydrates is kept, and then checked by it", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!entry\.client).*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/#contact");
  const name = page.getByRole("textbox", { name: "Full name" });
  await name.fill("Typed before hydration");
  await page.getByRole("textbox", { name: "Message" }).fill("Still here after it");
  release();
  await expect(page.locator("[data-island=contact-form]")).toHaveAttribute("data-hydrated", "");
  await expect(name).toHaveValue("Typed before hydration");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Still here after it");
  // The island's own check now runs: the missing email is named beside its field.
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("alert").first()).toHaveText("Please check the highlighted fields.");
  await expect(page.getByRole("textbox", { name: "Email" })).toBeFocused();
});

for (const [path, own, other] of [
  ["/", englishLayout, arabicLayout],
  ["/ar", arabicLayout, englishLayout],
] as const) {
  test(`${path} gets the header and footer in its own language only, and none of it in its scripts`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("contentinfo")).toContainText(own.footer.quickLinksHeading);
    const { scripts } = await scriptTimings(page);
    expect(scripts.length).toBeGreaterThan(1);
    for (const { url } of scripts) {
      const code = await (await request.get(url)).text();
      for (const text of [
        other.skipLink,
        other.header.closeMenuLabel,
        other.footer.quickLinksHeading,
        own.skipLink,
      ]) {
        expect(code, `${url} holds "${text}"`).not.toContain(text);
      }
    }
    const html = await page.content();
    expect(html).not.toContain(other.header.closeMenuLabel);
    expect(html).not.toContain(other.footer.quickLinksHeading);
  });
}

test("links between pages are full page loads, and Back returns to where the visitor was", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => {
    // Only a page that stays the same document keeps this.
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
  );
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL("/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(
    await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
  ).toBeUndefined();

  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Stay connected across the Emirates",
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
});

test("browsing with JavaScript stores nothing in the browser, as the Cookie Policy says", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo({ top: 2000, behavior: "instant" }));
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL("/terms");
  await page.goBack();
  await expect(page).toHaveURL("/");
  // Leaving a page is when a router would save its scroll positions.
  await page.reload();
  expect(
    await page.evaluate(() => ({
      sessionStorage: sessionStorage.length,
      localStorage: localStorage.length,
      cookie: document.cookie,
    })),
  ).toEqual({ sessionStorage: 0, localStorage: 0, cookie: "" });
  expect(await page.context().cookies()).toEqual([]);
});

for (const path of ["/", "/ar", "/stores"]) {
  test(`${path}: scrolling through while the islands hydrate shifts nothing`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(path, { waitUntil: "networkidle" });
    await page.evaluate(() => {
      const tally = window as Window & { layoutShift?: number };
      tally.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShiftEntry[]) {
          if (!entry.hadRecentInput) tally.layoutShift = (tally.layoutShift ?? 0) + entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let top = 0; top <= height; top += 500) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
      await page.waitForTimeout(100);
    }
    // The header's search loads only when touched.
    await expect(
      page.locator("[data-island]:not([data-hydrated]):not([data-islands-entry])"),
    ).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => (window as Window & { layoutShift?: number }).layoutShift),
    ).toBe(0);
  });
}

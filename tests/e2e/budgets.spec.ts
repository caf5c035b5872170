import type { Page } from "@playwright/test";
import { budgets } from "../../budgets.mjs";
import { coveragePaths, expect, ratesPaths, test, waitForHydration } from "./fixtures";

/**
 * What a phone downloads to show a page, compressed as the server sends it, by kind, held to
 * the budgets in budgets.mjs. Regressions past them fail the build; speed itself is measured
 * by `npm run bench`, not here.
 */
const home = budgets.home;
const homeBudgetsKb = { html: home.html, css: home.css, js: home.jsAfterUse, font: home.font };

/** The compressed bytes of JavaScript the page has fetched so far. */
const jsBytes = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  );

for (const path of ["/", "/ar"]) {
  test(`${path} stays within its byte budgets, at load and after a visitor used all of it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(path, { waitUntil: "networkidle" });
    const atLoad = await jsBytes(page);
    expect(atLoad).toBeGreaterThan(0);
    expect(atLoad / 1024, `JavaScript at load: ${atLoad} bytes`).toBeLessThanOrEqual(home.jsAtLoad);

    // Use the whole page: every island hydrated, a tab switched, the form typed in, and a
    // scroll to the end, so everything that loads late has loaded.
    await waitForHydration(page);
    await page.locator(`label[for="package-period-monthly"]`).click();
    await page.locator("form[method=post] input[name=name]").fill("Budget");
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");

    const bytes = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      const totals = { html: navigation?.encodedBodySize ?? 0, css: 0, js: 0, font: 0 };
      for (const entry of performance.getEntriesByType("resource") as PerformanceResourceTiming[]) {
        const { pathname } = new URL(entry.name);
        if (pathname.endsWith(".js")) totals.js += entry.encodedBodySize;
        else if (pathname.endsWith(".css")) totals.css += entry.encodedBodySize;
        else if (pathname.endsWith(".woff2")) totals.font += entry.encodedBodySize;
      }
      return totals;
    });
    const kb = Object.fromEntries(
      Object.entries(bytes).map(([kind, size]) => [kind, Math.round((size / 1024) * 10) / 10]),
    );
    test.info().annotations.push({ type: "bytes (KB)", description: JSON.stringify(kb) });
    for (const kind of ["html", "css", "js", "font"] as const) {
      expect(bytes[kind], `${kind}: ${kb[kind]} KB`).toBeGreaterThan(0);
      expect(bytes[kind] / 1024, `${kind}: ${kb[kind]} KB`).toBeLessThanOrEqual(
        homeBudgetsKb[kind],
      );
    }
  });
}

for (const path of ["/", "/ar", "/terms", "/ar/privacy"]) {
  test(`${path} draws all its text with the fonts it preloads, and fetches no other`, async ({
    page,
  }) => {
    await page.goto(path, { waitUntil: "networkidle" });
    // Latin in the form too, as a visitor types an email address on an Arabic page.
    const field = page.locator("form[method=post] input[type=email]");
    if ((await field.count()) > 0) await field.fill("Visitor.Name+2026@example.com");
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState("networkidle");
    const preloaded = await page
      .locator("link[rel=preload][as=font]")
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith(".woff2")),
    );
    expect(preloaded.length).toBeGreaterThan(0);
    expect(fetched.sort()).toEqual(preloaded.sort());
  });
}

/**
 * The rates pages hold every destination in their HTML and load only the islands' loader and
 * the finder's own code, never React.
 */
const ratesBudgetsKb = budgets.rates;

for (const path of ratesPaths.flatMap((page) => [page, `/ar${page}`])) {
  test(`${path} sends its whole list in ${ratesBudgetsKb.html} KB and at most ${ratesBudgetsKb.jsAfterUse} KB of JavaScript after a search`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(path, { waitUntil: "networkidle" });
    const atLoad = await jsBytes(page);
    expect(atLoad / 1024, `JavaScript at load: ${atLoad} bytes`).toBeLessThanOrEqual(
      ratesBudgetsKb.jsAtLoad,
    );
    await waitForHydration(page);
    await page.locator("main").getByRole("searchbox").fill("phil");
    await expect(page.locator("tr[data-search]:not([hidden])")).toHaveCount(1);
    await page.locator("main").getByRole("searchbox").fill("");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    const afterUse = await jsBytes(page);
    // The finder's code comes when a visitor touches it, not with the page.
    expect(afterUse).toBeGreaterThan(atLoad);
    expect(afterUse / 1024, `JavaScript after use: ${afterUse} bytes`).toBeLessThanOrEqual(
      ratesBudgetsKb.jsAfterUse,
    );
    const html = await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
          .encodedBodySize,
    );
    test.info().annotations.push({
      type: "bytes",
      description: JSON.stringify({ html, jsAtLoad: atLoad, jsAfterUse: afterUse }),
    });
    expect(html / 1024, `HTML: ${html} bytes`).toBeLessThanOrEqual(ratesBudgetsKb.html);
    // React never loads: the rows are the server's, and hiding them needs no framework.
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
    );
    expect(scripts.filter((name) => /hydrate|jsx-runtime/.test(name))).toEqual([]);
  });
}

/**
 * The coverage pages hold every community in their HTML (and, once it is drawn, the map) and
 * load only the islands' loader and the filter's own code, never React.
 */
const coverageBudgetsKb = budgets.coverage;

/**
 * Opens a page on a phone, holds its JavaScript at load to the budget, lets `use` use its
 * island, and holds the JavaScript then loaded and the page's HTML to theirs: never React for
 * plain code.
 */
async function expectWithinIslandBudgets(
  page: Page,
  path: string,
  budget: { html: number; jsAtLoad: number; jsAfterUse: number },
  use: () => Promise<void>,
  { scriptAtLoad = false } = {},
): Promise<void> {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(path, { waitUntil: "networkidle" });
  const atLoad = await jsBytes(page);
  if (scriptAtLoad) expect(atLoad).toBeGreaterThan(0);
  expect(atLoad / 1024, `JavaScript at load: ${atLoad} bytes`).toBeLessThanOrEqual(budget.jsAtLoad);
  await waitForHydration(page);
  await use();
  await page.waitForLoadState("networkidle");
  const afterUse = await jsBytes(page);
  expect(afterUse).toBeGreaterThan(atLoad);
  expect(afterUse / 1024, `JavaScript after use: ${afterUse} bytes`).toBeLessThanOrEqual(
    budget.jsAfterUse,
  );
  const html = await page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
        .encodedBodySize,
  );
  expect(html / 1024, `HTML: ${html} bytes`).toBeLessThanOrEqual(budget.html);
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
  );
  expect(scripts.filter((name) => /hydrate|jsx-runtime/.test(name))).toEqual([]);
}

for (const path of coveragePaths) {
  test(`${path} sends its whole list in ${coverageBudgetsKb.html} KB and at most ${coverageBudgetsKb.jsAfterUse} KB of JavaScript after a search`, async ({
    page,
  }) => {
    await expectWithinIslandBudgets(
      page,
      path,
      coverageBudgetsKb,
      async () => {
        await page.locator("main").getByRole("searchbox").fill("bars");
        await expect(page.locator("tr[data-search]:not([hidden])")).toHaveCount(2);
        await page.locator("main").getByRole("searchbox").press("Escape");
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      },
      { scriptAtLoad: true },
    );
  });
}

/**
 * The search page and its answers are the server's HTML; the suggestions' code comes when a
 * visitor touches the field, never React.
 */
const searchBudgetsKb = budgets.search;

for (const path of ["/search", "/ar/search?q=barsah"]) {
  test(`${path} sends at most ${searchBudgetsKb.html} KB of HTML and ${searchBudgetsKb.jsAfterUse} KB of JavaScript after suggestions`, async ({
    page,
  }) => {
    await expectWithinIslandBudgets(page, path, searchBudgetsKb, async () => {
      await page.locator("main input[data-site-search]").fill("indai");
      await expect(page.getByRole("option").first()).toBeVisible();
    });
  });
}

/**
 * The plans' pages are HTML and CSS alone: the FAQ opens with <details> and the plan finder is
 * a form the server answers, so a visitor who uses both has fetched no JavaScript.
 */
const plansBudgetsKb = budgets.plans;

for (const path of ["/plans", "/ar/plans", "/plans/standard", "/ar/plans/premium"]) {
  test(`${path} fetches at most ${plansBudgetsKb.jsAfterUse} KB of JavaScript, even after its FAQ and finder are used`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(path, { waitUntil: "networkidle" });
    expect((await jsBytes(page)) / 1024).toBeLessThanOrEqual(plansBudgetsKb.jsAtLoad);

    const finder = page
      .locator("form[method=get]")
      .filter({ has: page.locator("input[name=data]") });
    if ((await finder.count()) > 0) {
      await finder.locator("input[name=data]").fill("12");
      await finder.locator("input[name=minutes]").fill("300");
      await Promise.all([page.waitForURL(/data=12/), finder.locator("button").click()]);
    } else {
      await page.locator("main details > summary").first().click();
    }
    await page.waitForLoadState("networkidle");
    expect((await jsBytes(page)) / 1024).toBeLessThanOrEqual(plansBudgetsKb.jsAfterUse);
  });
}

/**
 * The rates pages' service worker is plain code that saves a page and answers it offline: no
 * framework, nothing it imports, within its budget as the server sends it.
 */
const serviceWorkerBudgetKb = budgets.rates.serviceWorker;

test(`the rates pages' service worker is at most ${serviceWorkerBudgetKb} KB and loads nothing`, async ({
  request,
}) => {
  const response = await request.get("/sw.js", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(response.headers()["content-encoding"]).toBe("br");
  const sent = Number(response.headers()["content-length"]);
  expect(sent).toBeGreaterThan(0);
  expect(sent / 1024, `service worker: ${sent} bytes`).toBeLessThanOrEqual(serviceWorkerBudgetKb);
  const code = await response.text();
  expect(code).not.toMatch(/importScripts|\bimport\s*\(|\bfrom\s*["'`]|react/i);
});

/**
 * The stores page says every store's hours in HTML; its one script, which keeps "open now"
 * true on a cached copy, loads with the page, never React.
 */
const storesBudgetsKb = budgets.stores;

for (const path of ["/stores", "/ar/stores"]) {
  test(`${path} loads at most ${storesBudgetsKb.jsAtLoad} KB of JavaScript, its hours script included`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(path, { waitUntil: "networkidle" });
    await page.waitForFunction(() =>
      document.querySelector("[data-island=store-hours][data-hydrated]"),
    );
    const atLoad = await jsBytes(page);
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
    );
    expect(scripts.filter((name) => /store-hours/.test(name))).toHaveLength(1);
    expect(scripts.filter((name) => /hydrate|jsx-runtime/.test(name))).toEqual([]);
    expect(atLoad / 1024, `JavaScript at load: ${atLoad} bytes`).toBeLessThanOrEqual(
      storesBudgetsKb.jsAtLoad,
    );
  });
}

import type { Page } from "@playwright/test";
import { layout as arabicLayout } from "../../app/content/ar/layout";
import { layout as englishLayout } from "../../app/content/en/layout";
import { allPagePaths, expect, test, waitForHydration } from "./fixtures";

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

const staticPaths = [
  ...allPagePaths.filter((path) => path !== "/" && path !== "/ar"),
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
      expect(html).not.toMatch(/\/assets\/[^"\s]+\.js/);
      expect(html).not.toContain('type="module"');
      await page.waitForLoadState("networkidle");
      expect((await scriptTimings(page)).scripts).toEqual([]);
    });
  }
});

for (const path of ["/", "/ar"]) {
  test(`${path} fetches the app's script only after it has loaded, then hydrates`, async ({
    page,
  }) => {
    const response = await page.goto(path, { waitUntil: "commit" });
    const html = (await response?.text()) ?? "";
    // The parser meets nothing that would fetch a module during the first paint.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');

    await waitForHydration(page);
    // Only the hydrated app hands the form's checks from the browser to its own.
    await expect(page.locator("form[method=post]")).toHaveAttribute("novalidate", "");

    const { loadEventEnd, scripts } = await scriptTimings(page);
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      expect(script.startTime, script.url).toBeGreaterThanOrEqual(loadEventEnd);
    }
  });
}

for (const [path, own, other] of [
  ["/", englishLayout, arabicLayout],
  ["/ar", arabicLayout, englishLayout],
] as const) {
  test(`${path} gets the header and footer in its own language only, in its data, not its script`, async ({
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

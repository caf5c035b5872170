import type { Page } from "@playwright/test";
import { formatSavedAt } from "../../app/i18n/format";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * A traveller who opened a rates page can open it again with no connection: its service
 * worker saved it, with the files it needs, and the saved copy says when it was saved. No
 * other page, no search's answer and no form post is saved.
 */

/** Opens `path` and waits until its service worker controls it, its copy saved. */
async function openAndSave(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The moment the copy on screen says it was saved, and how it writes it. */
async function savedAt(page: Page) {
  const time = page.locator("[data-offline-note] time");
  return {
    moment: new Date((await time.getAttribute("datetime")) ?? ""),
    text: await time.innerText(),
  };
}

// Offline, the browser reports the worker's failed check for an update of itself.
test.use({ expectedConsoleErrors: [/ServiceWorker|sw\.js/i] });

for (const { path, heading, note, intlLocale } of [
  {
    path: "/roaming",
    heading: "Roaming",
    note: /You are offline: .* UAE time\./,
    intlLocale: "en-AE",
  },
  {
    path: "/ar/international-calls",
    heading: "المكالمات الدولية",
    note: /أنت غير متصل بالإنترنت: .* بتوقيت الإمارات/,
    intlLocale: "ar-AE",
  },
]) {
  test(`${path} opens again offline, saying when its copy was saved`, async ({ page, context }) => {
    test.slow();
    const before = Date.now();
    await openAndSave(page, path);
    // Online, the page is the server's: no note.
    await expect(page.locator("[data-offline-note]")).toBeHidden();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const noteLine = page.locator("[data-offline-note]");
    await expect(noteLine).toBeVisible();
    await expect(noteLine).toHaveText(note);
    const { moment, text } = await savedAt(page);
    expect(moment.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(moment.getTime()).toBeLessThanOrEqual(Date.now());
    expect(text).toBe(formatSavedAt(moment, intlLocale));
    // The saved rows are the server's own bytes, read whole online by the accessibility specs.
    await expectNoAxeViolations(page, `${path} read offline`, { rows: 40 });
    // Its stylesheet came from the copy too: the page is laid out, not bare HTML.
    const styled = await page.evaluate(
      () => document.styleSheets.length > 0 && getComputedStyle(document.body).display,
    );
    expect(styled).toBe("flex");

    // Back online, the server's page again, and a newer copy saved from it.
    await context.setOffline(false);
    await page.reload();
    await expect(noteLine).toBeHidden();
    await page.waitForTimeout(500);
    await context.setOffline(true);
    await page.reload();
    expect((await savedAt(page)).moment.getTime()).toBeGreaterThan(moment.getTime());
  });
}

test("offline, the saved page's forms still answer: the estimate and the finder load from the copy", async ({
  page,
  context,
}) => {
  test.slow();
  // Saved by a visit that never touched either form, so neither script loaded online.
  await openAndSave(page, "/international-calls");
  await context.setOffline(true);
  const again = await context.newPage();
  await again.goto("/international-calls");
  await expect(again.locator("[data-offline-note]")).toBeVisible();

  await again.getByLabel("To", { exact: true }).selectOption({ label: "India" });
  await again.getByLabel("Minutes a month").pressSequentially("80");
  await expect(again.locator("#estimate [data-estimate-answer]")).toContainText(
    "80 minutes a month to India: AED 45 a month.",
  );
  await again.locator("main").getByRole("searchbox").pressSequentially("phil");
  await expect(again.locator("tr[data-search]:not([hidden])")).toHaveCount(1);
  // The finder answered in the page it keeps: still the saved copy, no page was asked for.
  await expect(again).toHaveURL("/international-calls?q=phil");
  await expect(again.locator("[data-offline-note]")).toBeVisible();
});

test("no other page is kept: /terms is not there offline, and no worker serves the home page's form", async ({
  page,
  context,
}) => {
  await openAndSave(page, "/roaming");
  await page.goto("/terms");
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await page.goto("/");
  // The contact form posts to the home page, which no worker controls: its post never meets one.
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  // The home page asks for the network summary after load; going offline mid-request would
  // log a failed load that says nothing about what is kept.
  await page.waitForLoadState("networkidle");

  await context.setOffline(true);
  await expect(page.goto("/terms")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await expect(page.goto("/ar/roaming")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  // The saved page still opens, in a new tab as a visitor would open it.
  const again = await context.newPage();
  await again.goto("/roaming");
  await expect(again.locator("[data-offline-note]")).toBeVisible();
});

test.describe("with a post the server refuses", () => {
  // The post below is answered 405, which the browser reports in its console.
  test.use({ expectedConsoleErrors: [/ServiceWorker|sw\.js|status of 405/i] });

  test("a search's answer and a post are not saved: offline, the page saved is the whole list", async ({
    page,
    context,
  }) => {
    await openAndSave(page, "/roaming");
    const rows = await page.locator("tr[data-search]").count();
    await page.goto("/roaming?q=phil");
    // The server's answer: the card of the one place found, no list.
    await expect(page.locator("[data-answer]")).toHaveCount(1);
    const posted = await page.evaluate(async () => {
      const response = await fetch("/roaming", {
        method: "POST",
        body: new URLSearchParams({ q: "phil" }),
      });
      return response.status;
    });
    expect(posted).toBe(405);
    const saved = await page.evaluate(async () => {
      const keys = await Promise.all(
        (await caches.keys()).map(async (name) =>
          (await (await caches.open(name)).keys()).map(
            (r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`,
          ),
        ),
      );
      return keys.flat();
    });
    expect(saved).toContain("GET /roaming");
    expect(saved.filter((key) => !key.startsWith("GET ") || key.includes("?"))).toEqual([]);
    expect(
      saved.filter((key) => !/^GET (\/roaming|\/assets\/.+|\/[\w-]+\.\w+)$/.test(key)),
    ).toEqual([]);

    await context.setOffline(true);
    await page.goto("/roaming");
    await expect(page.locator("[data-offline-note]")).toBeVisible();
    await expect(page.locator("main").getByRole("searchbox")).toHaveValue("");
    await expect(page.locator("tr[data-search]:not([hidden])")).toHaveCount(rows);
  });
});

test("the worker is served as a script, checked with the server each time, under a policy that names it", async ({
  request,
}) => {
  const worker = await request.get("/sw.js");
  expect(worker.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  const page = await request.get("/roaming");
  const policy = page.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("worker-src 'self'");
  expect(policy).toContain("manifest-src 'self'");
  expect(await page.text()).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
  const manifest = await request.get("/manifest-ar.webmanifest");
  expect(manifest.headers()["content-type"]).toBe("application/manifest+json");
  expect(await manifest.json()).toMatchObject({ lang: "ar", dir: "rtl", start_url: "/ar" });
});

for (const path of ["/", "/ar/terms"]) {
  test(`${path} can be added to a home screen: Chromium finds nothing wrong with its manifest`, async ({
    page,
  }) => {
    await page.goto(path, { waitUntil: "networkidle" });
    const cdp = await page.context().newCDPSession(page);
    try {
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      // The test's browser is a private window, which may never install; every other check runs.
      const errors = installabilityErrors.filter(({ errorId }) => errorId !== "in-incognito");
      expect(errors).toEqual([]);
      const manifest = await cdp.send("Page.getAppManifest");
      expect(new URL(manifest.url).pathname).toBe(
        path === "/" ? "/manifest.webmanifest" : "/manifest-ar.webmanifest",
      );
      expect(manifest.errors).toEqual([]);
    } finally {
      await cdp.detach();
    }
  });
}

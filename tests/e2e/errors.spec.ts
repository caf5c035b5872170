import { expect, test } from "./fixtures";
import { rawRequest } from "../support/raw-http";

test.describe("an unknown path", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  for (const path of ["/no-such-page", "/terms/extra", "/plans"]) {
    test(`${path} gets the branded not-found page with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("Page not found | Sahab Mobile");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "We couldn’t find that page",
      );
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await page.getByRole("main").getByRole("link", { name: "Go to the home page" }).click();
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Stay connected across the Emirates",
      );
    });
  }
});

test.describe("a method a page does not accept", () => {
  for (const [method, path, allow] of [
    ["POST", "/terms", "GET, HEAD"],
    ["PUT", "/terms", "GET, HEAD"],
    ["DELETE", "/privacy", "GET, HEAD"],
    ["PATCH", "/cookie-policy", "GET, HEAD"],
    ["PUT", "/?index", "GET, HEAD, POST"],
    ["DELETE", "/?index", "GET, HEAD, POST"],
  ] as const) {
    test(`${method} ${path} answers 405 with Allow and no stack trace`, async ({ request }) => {
      const response = await request.fetch(path, {
        method,
        form: { name: "A", email: "a@example.com", message: "hello" },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(405);
      expect(response.headers()["allow"]).toBe(allow);
      const body = await response.text();
      expect(body).toContain("That request isn’t supported here");
      expect(body).toContain("Request not supported | Sahab Mobile");
      expect(body).not.toMatch(/\bat .+:\d+:\d+|node_modules|Error:/);
    });
  }

  test("an Arabic page answers a method it does not take in Arabic, inside its header and footer", async ({
    request,
  }) => {
    for (const [method, path] of [
      ["POST", "/ar/terms"],
      ["PUT", "/ar"],
    ] as const) {
      const response = await request.fetch(path, { method, maxRedirects: 0 });
      expect(response.status(), `${method} ${path}`).toBe(405);
      const body = await response.text();
      expect(body).toContain('<html lang="ar" dir="rtl"');
      expect(body).toContain("هذا الطلب غير مدعوم هنا");
      expect(body).toContain("الطلب غير مدعوم | سحاب موبايل");
      expect(body).toContain("الانتقال إلى المحتوى الرئيسي");
      expect(body).not.toContain("Skip to main content");
    }
  });

  test("a method to an unknown path is still a 404", async ({ request }) => {
    const response = await request.post("/no-such-page");
    expect(response.status()).toBe(404);
  });
});

test.describe("canonical paths", () => {
  test("a page is served at its path, without a redirect", async ({ request }) => {
    for (const path of ["/terms", "/privacy", "/cookie-policy"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });

  test("a trailing slash redirects permanently to the path without it", async ({ request }) => {
    const response = await request.get("/terms/?ref=mail", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/terms?ref=mail");
  });

  test("a path of slashes cannot redirect to another host", async ({ request, baseURL }) => {
    const response = await request.get(`${baseURL}//example.com/`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/example.com");
  });
});

test.describe("letter case", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("a wrong casing of a page redirects permanently to it, keeping the query", async ({
    request,
  }) => {
    for (const [path, location] of [
      ["/AR", "/ar"],
      ["/Terms?ref=mail", "/terms?ref=mail"],
      ["/ar/PRIVACY", "/ar/privacy"],
      ["/Ar/Cookie-Policy", "/ar/cookie-policy"],
      ["/SITEMAP.XML", "/sitemap.xml"],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers()["location"], path).toBe(location);
    }
  });

  test("a path no page has in any casing is a 404 in the language of its prefix", async ({
    request,
  }) => {
    for (const [path, lang] of [
      ["/AR/nothing", "en"],
      ["/ar/ar", "ar"],
      ["/ar/Nothing", "ar"],
      ["/TERMS/extra", "en"],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(`<html lang="${lang}"`);
    }
  });

  test("/AR is not served as a page of its own", async ({ page }) => {
    await page.goto("/AR");
    await expect(page).toHaveURL("/ar");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.sahabmobile.ae/ar",
    );
  });
});

test("the favicon is served at /favicon.ico", async ({ request }) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/icon/);
  expect((await response.body()).length).toBeGreaterThan(100);
});

test.describe("every resource answers a method it does not take with 405 and Allow", () => {
  const methods = ["TRACE", "OPTIONS", "PUT", "DELETE", "PATCH"];

  test("pages, route data, the sitemap, robots.txt, the health check, files and assets", async ({
    baseURL,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"\s]+\.js/.exec(html)?.[0] ?? "";
    expect(asset).not.toBe("");
    const resources: [string, string][] = [
      ["/", "GET, HEAD, POST"],
      ["/?index", "GET, HEAD, POST"],
      ["/ar", "GET, HEAD, POST"],
      ["/_.data", "GET, HEAD, POST"],
      ["/terms", "GET, HEAD"],
      ["/ar/privacy", "GET, HEAD"],
      ["/terms.data", "GET, HEAD"],
      ["/sitemap.xml", "GET, HEAD"],
      ["/robots.txt", "GET, HEAD"],
      ["/favicon.ico", "GET, HEAD"],
      ["/healthz", "GET, HEAD"],
      [asset, "GET, HEAD"],
    ];
    for (const [path, allow] of resources) {
      for (const method of methods) {
        const answer = await rawRequest(`${baseURL}${path}`, { method });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow, `${method} ${path}`).toBe(allow);
        expect(answer.body, `${method} ${path}`).not.toMatch(/\bat .+:\d+:\d+|node_modules/);
        expect(answer.body, `${method} ${path}`).not.toContain("<urlset");
        // The branded page, as for any other error, in the path's language.
        expect(answer.body, `${method} ${path}`).toContain(
          path.startsWith("/ar")
            ? "الطلب غير مدعوم | سحاب موبايل"
            : "Request not supported | Sahab Mobile",
        );
      }
      const post = await rawRequest(`${baseURL}${path}`, { method: "POST" });
      if (!allow.includes("POST")) expect(post.status, `POST ${path}`).toBe(405);
    }
  });

  test("a path where nothing is stays a 404 whatever the method", async ({ baseURL }) => {
    for (const method of ["GET", "HEAD", "POST", ...methods]) {
      for (const path of ["/no-such-page", "/ar/no-such-page", "/assets/no-such-file.js"]) {
        const answer = await rawRequest(`${baseURL}${path}`, { method });
        expect(answer.status, `${method} ${path}`).toBe(404);
      }
    }
  });
});

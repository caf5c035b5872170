import { allPagePaths, expect, test } from "./fixtures";

const origin = "https://www.sahabmobile.ae";

for (const path of allPagePaths) {
  test(`${path} is complete for search engines and link previews, its headings without gaps`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    const meta = async (selector: string) => page.locator(selector).getAttribute("content");
    const title = await page.title();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${path}`);
    expect(await meta('meta[property="og:title"]')).toBe(title);
    expect(await meta('meta[property="og:url"]')).toBe(`${origin}${path}`);
    expect(await meta('meta[property="og:type"]')).toBe("website");
    expect(await meta('meta[property="og:locale"]')).toBe(
      path.startsWith("/ar") ? "ar_AE" : "en_AE",
    );
    expect(await meta('meta[property="og:description"]')).toBe(
      await meta('meta[name="description"]'),
    );
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await meta('meta[property="og:image:alt"]')).toBeTruthy();

    const image = new URL((await meta('meta[property="og:image"]')) ?? "");
    expect(image.origin).toBe(origin);
    expect(image.pathname).toBe(path.startsWith("/ar") ? "/og/ar.png" : "/og/en.png");
    const png = await (await request.get(image.pathname)).body();
    // A PNG's IHDR holds its width and height at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    // One h1, first, and no level skipped after it.
    const levels = await page
      .locator("h1, h2, h3, h4, h5, h6")
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i] ?? 0, `heading ${i}`).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1);
    }
  });
}

test("the sitemap lists every page with its language alternates", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations.sort()).toEqual(allPagePaths.map((path) => `${origin}${path}`).sort());
  expect(xml).toContain(`hreflang="ar" href="${origin}/ar/terms"`);
  expect(xml).toContain(`hreflang="x-default" href="${origin}/terms"`);
});

test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test("the home page describes the operator and its plans as structured data", async ({ page }) => {
  await page.goto("/");
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
  const data = blocks.flat();
  const organization = data.find((item) => item["@type"] === "Organization");
  expect(organization).toMatchObject({
    name: "Sahab Mobile",
    contactPoint: { telephone: "800 72422", email: "care@sahabmobile.ae", areaServed: "AE" },
  });
  const catalog = data.find((item) => item["@type"] === "OfferCatalog");
  expect(
    catalog.itemListElement.map((offer: { name: string; price: string; priceCurrency: string }) => [
      offer.name,
      offer.price,
      offer.priceCurrency,
    ]),
  ).toEqual([
    ["Basic", "99", "AED"],
    ["Standard", "199", "AED"],
    ["Premium", "299", "AED"],
  ]);
});

test.describe("the not-found page", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("asks not to be indexed", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

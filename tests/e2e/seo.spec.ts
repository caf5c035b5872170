import { allPagePaths, expect, test } from "./fixtures";

const origin = "https://www.sahabmobile.ae";

// Every page's tags for search engines and link previews, and its heading outline, are checked
// by the page audit (page-audit.spec.ts), on the load its other checks share.

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

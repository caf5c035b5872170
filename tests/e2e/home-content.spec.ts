import type { Page } from "@playwright/test";
import { siteConfig } from "../../app/domain/site-config";
import { dirhamDigits } from "../../app/i18n/money";
import { TARIFFS_DIR, loadTariffs } from "../../app/tariffs/load-tariffs";
import { expect, sectionIds, test, expectPhoneAndEmailLinks } from "./fixtures";

/** The tariff files the build read. */
const tariffs = loadTariffs(TARIFFS_DIR);

test("the page reads header, hero, the six sections, then footer", async ({ page }) => {
  await page.goto("/");
  const order = await page
    .locator("body > header, main > section, body > footer")
    .evaluateAll((elements) =>
      elements.map((element) => element.id || element.tagName.toLowerCase()),
    );
  expect(order).toEqual(["header", "section", ...sectionIds, "footer"]);
  await expect(page.locator("main > section").first()).toHaveAttribute(
    "aria-labelledby",
    "hero-heading",
  );
});

test("every plan shows the spec's price, data, calls and SMS", async ({ page }) => {
  await page.goto("/");
  const expected = [
    ["basic", "Basic", "AED 99", "5GB", "200 minutes", "100"],
    ["standard", "Standard", "AED 199", "15GB", "500 minutes", "Unlimited"],
    ["premium", "Premium", "AED 299", "Unlimited", "Unlimited", "Unlimited"],
  ];
  for (const [id, name, price, ...allowances] of expected) {
    const card = page.locator(`[data-plan="${id}"]`);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(name ?? "");
    await expect(card).toContainText(`${price} per month`);
    await expect(card.locator("dd")).toHaveText(allowances);
    await expect(card.locator("dt")).toHaveText(["Data", "Calls", "SMS"]);
  }
  await expect(page.getByText("Most Popular")).toHaveCount(1);
  await expect(page.locator('[data-plan="standard"]')).toContainText("Most Popular");
  await expect(page.locator('[data-plan="premium"]')).toContainText("5G network access");
  await expect(page.locator("#plans")).toContainText("include 5% VAT");
});

test("the calls section claims over 200 countries, and quotes rates only from the tariff files", async ({
  page,
}) => {
  await page.goto("/");
  const calls = page.locator("#calls");
  await expect(calls).toContainText("Calls reach over 200 countries");
  await expect(calls.getByRole("heading", { level: 3 })).toHaveText([
    "Local calls",
    "International calls",
    "The countries our customers call most",
  ]);
  await expect(calls.getByRole("link", { name: "What a day abroad costs" })).toHaveAttribute(
    "href",
    "/roaming",
  );
  // Every price in the section is a most-called destination's, from the files.
  const prices = await calls.getByText(/AED/).allTextContents();
  expect(prices).toHaveLength(mostCalled.length);
});

/** The strip's destinations, in order, with their names and zones as the files say. */
const mostCalled = [
  ["in", "India", "الهند"],
  ["pk", "Pakistan", "باكستان"],
  ["bd", "Bangladesh", "بنغلاديش"],
  ["ph", "Philippines", "الفلبين"],
  ["eg", "Egypt", "مصر"],
  ["gb", "United Kingdom", "المملكة المتحدة"],
  ["sa", "Saudi Arabia", "المملكة العربية السعودية"],
] as const;

for (const locale of ["en", "ar"] as const) {
  const home = locale === "en" ? "/" : "/ar";
  const ratesPage = locale === "en" ? "/international-calls" : "/ar/international-calls";
  test(`${home}: the most-called destinations show their price per minute and lead to their rows`, async ({
    page,
  }) => {
    await page.goto(home);
    const strip = page.getByRole("list", {
      name:
        locale === "en"
          ? "The countries our customers call most"
          : "الدول التي يتصل بها عملاؤنا أكثر من غيرها",
    });
    const links = strip.getByRole("link");
    await expect(links).toHaveCount(mostCalled.length);
    for (const [index, [id, english, arabic]] of mostCalled.entries()) {
      const destination = tariffs.destinations.find((d) => d.country === id.toUpperCase());
      const zone = tariffs.callZones.find((z) => z.id === destination?.callZone);
      const price = dirhamDigits(zone?.minuteFils ?? NaN, 2);
      const link = links.nth(index);
      await expect(link).toHaveAttribute("href", `${ratesPage}#${id}`);
      await expect(link).toContainText(locale === "en" ? english : arabic);
      await expect(link).toContainText(
        locale === "en" ? `AED\u00A0${price}\u00A0per minute` : `${price}\u00A0درهم للدقيقة`,
      );
    }
    await links.nth(1).click();
    await expect(page).toHaveURL(`${ratesPage}#pk`);
    const row = page.locator("tr#pk");
    await expect(row).toBeInViewport();
    await expect(row.locator("td").nth(1)).toHaveText(
      dirhamDigits(
        tariffs.callZones.find(
          (z) => z.id === tariffs.destinations.find((d) => d.country === "PK")?.callZone,
        )?.minuteFils ?? NaN,
        2,
      ),
    );
  });
}

test("activation lists the four steps, the 30-minute claim and the documents", async ({ page }) => {
  await page.goto("/");
  const activation = page.locator("#activation");
  await expect(activation.locator("ol > li h3")).toHaveText([
    "Choose Your Plan",
    "Submit Your ID",
    "Complete Registration",
    "Activate Service",
  ]);
  await expect(activation.locator("ol > li").nth(1)).toContainText(/Emirates ID or passport/);
  await expect(activation).toContainText("Most activations are completed within 30 minutes.");
  for (const document of [
    "A valid Emirates ID, or a passport with a valid UAE visa",
    "Proof of address, such as a recent utility bill",
    "A valid email address",
  ]) {
    await expect(activation.getByRole("listitem").filter({ hasText: document })).toHaveCount(1);
  }
});

test("support channels lead where the site config says, and none is a dead #", async ({ page }) => {
  await page.goto("/");
  const support = page.locator("#support");
  const expected: [string, string][] = [
    ["Call 800 72422", "tel:80072422"],
    ["Send an Email", "mailto:care@sahabmobile.ae"],
    ["Start Chat", siteConfig.externalLinks.liveChat],
    ["Find Locations", "/stores"],
    ["Visit Forum", siteConfig.externalLinks.forum],
  ];
  for (const [name, href] of expected) {
    await expect(support.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await expect(support).toContainText(
    "24 hours a day, 7 days a week. Easy to remember: 800 SAHAB.",
  );
  // The reply time and the store's address are the contact section's, said there once.
  await expect(support).toContainText("Write to us any time");
  await expect(support).toContainText("A store in every emirate");
  await expect(support.locator("kbd")).toHaveText("*101#");
  const hrefs = await page
    .locator("main a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  for (const href of hrefs) expect(href).not.toMatch(/^#?$/);
});

test("the contact section gives the heading, intro and contact details", async ({ page }) => {
  await page.goto("/");
  const contact = page.locator("#contact");
  await expect(contact.getByRole("heading", { level: 2 })).toHaveText("Contact us");
  await expectPhoneAndEmailLinks(contact);
  await expect(contact).toContainText("Open 9am–10pm every day");
});

test("the hero is a sized, self-hosted picture with calls to action", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator('section[aria-labelledby="hero-heading"]');
  const picture = hero.locator("svg").last();
  await expect(picture).toHaveAttribute("width", "480");
  await expect(picture).toHaveAttribute("height", "320");
  await expect(picture).toHaveAttribute("aria-hidden", "true");
  await expect(hero.getByRole("link", { name: "See Our Plans" })).toHaveAttribute("href", "#plans");
  await expect(hero.getByRole("link", { name: "Talk to Us" })).toHaveAttribute("href", "#contact");
  const images = await page
    .locator("img")
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
  for (const src of images) expect(new URL(src).origin).toBe(new URL(page.url()).origin);
});

/** How many lines the first occurrence of `text` inside `selector` takes on screen. */
function linesOf(page: Page, selector: string, text: string): Promise<number> {
  return page.locator(selector).evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent?.indexOf(wanted) ?? -1;
      if (start < 0) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + wanted.length);
      const tops = [...range.getClientRects()]
        .filter((rect) => rect.width > 0)
        .map((rect) => Math.round(rect.top));
      return new Set(tops).size;
    }
    throw new Error(`"${wanted}" is not in ${root.id}`);
  }, text);
}

test.describe("phone numbers stay whole", () => {
  const { display, mnemonic } = siteConfig.phone;
  const cases = [
    { width: 375, path: "/", selector: "#calls", text: display },
    { width: 375, path: "/ar", selector: "#calls", text: display },
    { width: 375, path: "/", selector: "#support", text: display },
    { width: 375, path: "/ar", selector: "#support", text: display },
    { width: 1280, path: "/ar", selector: "#support", text: mnemonic },
    { width: 1280, path: "/", selector: "#support", text: mnemonic },
  ];
  for (const { width, path, selector, text } of cases) {
    test(`${path} at ${width} px: ${text} in ${selector} is on one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      expect(await linesOf(page, selector, text)).toBe(1);
    });
  }
});

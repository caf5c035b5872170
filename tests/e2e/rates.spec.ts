import type { Page } from "@playwright/test";
import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import { layout as arabicLayout } from "../../app/content/ar/layout";
import { dirhamDigits } from "../../app/i18n/money";
import { TARIFFS_DIR, loadTariffs } from "../../app/tariffs/load-tariffs";
import { expect, gotoHydrated, ratesPaths, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";

/** The tariff files the build read: the rows every page must show. */
const tariffs = loadTariffs(TARIFFS_DIR);
const allRatesPaths = ratesPaths.flatMap((path) => [path, `/ar${path}`]);

const rowsOf = (page: Page) => page.locator("tr[data-search]");
const visibleRows = (page: Page) => page.locator("tr[data-search]:not([hidden])");
const finderBox = (page: Page) => page.locator("main").getByRole("searchbox");
/** The finder's live region (the calls page's estimate has one of its own). */
const statusOf = (page: Page) => page.locator("search").getByRole("status");
/** The live region's count line; its "nothing found" line is another, hidden until then. */
const countOf = (page: Page) => statusOf(page).locator("[data-finder-count]");

/**
 * The names of the destinations shown, in order: the server's answer's cards where the page
 * answers a query, else the rows the finder left in view.
 */
async function shownNames(page: Page): Promise<string[]> {
  const cards = page.locator("[data-answer] h2");
  if ((await cards.count()) > 0) return cards.allTextContents();
  return visibleRows(page)
    .locator("th")
    .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent?.trim() ?? ""));
}

for (const path of allRatesPaths) {
  test(`${path} lists every destination with a calling code once, each anchored by its code`, async ({
    page,
  }) => {
    await page.goto(path);
    const ids = await rowsOf(page).evaluateAll((rows) => rows.map((row) => row.id));
    // The calls page lists the satellite and network codes too, anchored by their digits.
    const networks = path.includes("calls")
      ? tariffs.networkCodes.map((network) => `code-${network.code}`)
      : [];
    expect(ids.sort()).toEqual(
      [...tariffs.destinations.map((d) => d.country.toLowerCase()), ...networks].sort(),
    );
    await expect(visibleRows(page)).toHaveCount(tariffs.destinations.length + networks.length);
    // Every letter of the index leads to rows under it.
    const letters = page.getByRole("navigation", { name: /A to Z|أ إلى ي/ }).getByRole("link");
    expect(await letters.count()).toBeGreaterThan(15);
    for (const href of await letters.evaluateAll((links) =>
      links.map((a) => a.getAttribute("href")),
    )) {
      await expect(page.locator(`${href} tr`).first()).toBeAttached();
    }
  });
}

test("the calls page gives each destination its zone's price per minute and per SMS", async ({
  page,
}) => {
  await page.goto("/international-calls");
  for (const [country, code] of [
    ["ph", "+63"],
    ["in", "+91"],
    ["sa", "+966"],
    ["jm", "+1 876"],
  ] as const) {
    const destination = tariffs.destinations.find((d) => d.country === country.toUpperCase());
    const zone = tariffs.callZones.find((z) => z.id === destination?.callZone);
    const cells = page.locator(`#${country} td`);
    await expect(cells.nth(0)).toContainText(code);
    await expect(cells.nth(1)).toHaveText(dirhamDigits(zone?.minuteFils ?? NaN, 2));
    await expect(cells.nth(2)).toHaveText(dirhamDigits(zone?.smsFils ?? NaN, 2));
  }
  // The rules are folded under their heading, and open at a tap.
  const billing = page.getByRole("region", { name: "How calls abroad are billed" });
  const rule = billing.getByText("Calls to UAE numbers come from your plan's minutes");
  await expect(rule).toBeHidden();
  await page.getByRole("heading", { name: "How calls abroad are billed" }).click();
  await expect(rule).toBeVisible();
});

test("the roaming page answers a traveller with the rules and figures of the tariff files", async ({
  page,
}) => {
  await page.goto("/roaming");
  const { spendingCapFils, firstAlertPercent, secondAlertPercent } = tariffs.roamingSafeguards;
  const section = (name: string) => page.getByRole("region", { name });
  await expect(section("Your roaming day")).toContainText(
    `A roaming day is the ${tariffs.roamingTerms.dayHours}\u00a0hours from your first chargeable use abroad`,
  );
  await expect(section("Your roaming day")).toContainText("goes to voicemail");
  await expect(section("Your roaming day")).toContainText("the lower of pay-as-you-go");
  await expect(section("Your roaming day")).toContainText("billed by the second");
  // The examples' figures, worked out from the files for the zone of the UK.
  const zone = tariffs.roamingZones.find(
    (candidate) =>
      candidate.id === tariffs.destinations.find((d) => d.country === "GB")?.roamingZone,
  );
  // Folded, the rules are in the page though not in view: read as text.
  const examples = section("What a day abroad costs").locator("li");
  await expect(examples.nth(0)).toContainText(
    `pay-as-you-go is AED\u00a0${dirhamDigits(2 * (zone?.smsFils ?? NaN), 2)}`,
  );
  await expect(examples.nth(1)).toContainText(
    `you pay the day pass at AED\u00a0${dirhamDigits(zone?.dayPass?.priceFils ?? NaN, 0)}`,
  );
  await expect(section("What the day pass covers")).toContainText(
    "data stops for the rest of the roaming day, unless you add another pass",
  );
  const safeguards = section("No surprises on your bill");
  await expect(safeguards).toContainText(
    `including use a network abroad reports late, are capped at AED\u00a0${dirhamDigits(spendingCapFils, 0)}`,
  );
  await expect(safeguards).toContainText(
    `${firstAlertPercent}% of your cap, and another at ${secondAlertPercent}%`,
  );
  await expect(safeguards).toContainText("an SMS welcomes you");
  const abroad = section("While you are abroad");
  await expect(abroad).toContainText("data roaming stays off until you turn it on");
  await expect(abroad).toContainText("call our care team free on +971 4 800 7242");
  // Ships, aircraft and satellite: their own row, with no day pass.
  const ships = page.getByRole("row", { name: /Ships, aircraft and satellite/ });
  await expect(ships).toContainText("No day pass");
  // A destination with no partner network says so instead of giving rates.
  await expect(page.locator("#kp")).toContainText("No partner network");
  const zoneB = tariffs.roamingZones.find((candidate) => candidate.id === "B");
  await expect(page.locator("#in")).toContainText(
    `AED ${dirhamDigits(zoneB?.dayPass?.priceFils ?? NaN, 0)}`,
  );
  // Each call's price in a cell of its own, under its direction: never three in one cell.
  const calls = page.locator("#in td");
  for (const [index, label, fils] of [
    [1, "UAE or local", zoneB?.callToUaeOrLocalMinuteFils],
    [2, "Other country", zoneB?.callToOtherCountryMinuteFils],
    [3, "Received", zoneB?.callReceivedMinuteFils],
  ] as const) {
    await expect(calls.nth(index)).toHaveText(dirhamDigits(fils ?? NaN, 2));
    await expect(calls.nth(index)).toHaveAttribute("data-label", `Calls per minute: ${label}`);
  }
  await expect(
    page.locator("#roaming-rates table").first().getByRole("columnheader", { name: "Received" }),
  ).toBeAttached();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form is answered by the server with the matches", async ({ page }) => {
    await page.goto("/international-calls");
    await finderBox(page).fill("phil");
    await finderBox(page).press("Enter");
    await expect(page).toHaveURL("/international-calls?q=phil");
    expect(await shownNames(page)).toEqual(["Philippines"]);
    await expect(countOf(page)).toHaveText("1 destination matches");
    await expect(finderBox(page)).toHaveValue("phil");
  });

  test("a search that finds nothing says so, and leads back to every destination", async ({
    page,
  }) => {
    await page.goto("/roaming?q=%3Cnowhere%3E");
    await expect(visibleRows(page)).toHaveCount(0);
    await expect(statusOf(page)).toContainText("No destination matches <nowhere>.");
    await statusOf(page).getByRole("link", { name: "Show all destinations" }).click();
    await expect(page).toHaveURL("/roaming#roaming-rates");
    await expect(visibleRows(page)).toHaveCount(tariffs.destinations.length);
  });

  test("the Arabic page finds by English name and by code, and words the count in Arabic", async ({
    page,
  }) => {
    await page.goto("/ar/international-calls?q=philippines");
    expect(await shownNames(page)).toEqual(["الفلبين"]);
    await expect(countOf(page)).toHaveText("وجهة واحدة مطابقة");
    // A whole name finds its place alone; the start of one finds every name it begins.
    await page.goto("/ar/international-calls?q=india");
    expect(await shownNames(page)).toEqual(["الهند"]);
    await page.goto("/ar/international-calls?q=ind");
    expect(await shownNames(page)).toEqual(["إندونيسيا", "الهند"]);
    await expect(countOf(page)).toHaveText("وجهتان مطابقتان");
    await page.goto("/ar/international-calls?q=%2B44");
    await expect(countOf(page)).toHaveText(/^\d+\u00A0وجهات مطابقة$/);
  });
});

test.describe("with JavaScript, the finder", () => {
  test.use({ reducedMotion: "reduce" });

  /** Types a query into the finder, as a visitor would. */
  async function search(page: Page, query: string): Promise<void> {
    await finderBox(page).fill(query);
  }

  test("filters as one types, by name, alias, other language and code", async ({ page }) => {
    await gotoHydrated(page, "/international-calls");
    const cases: [string, string[]][] = [
      ["phil", ["Philippines"]],
      ["Philippines", ["Philippines"]],
      ["الفلبين", ["Philippines"]],
      ["الهند", ["India"]],
      ["ind", ["India", "Indonesia"]],
      ["KSA", ["Saudi Arabia"]],
      ["+91", ["India"]],
      ["0091", ["India"]],
      ["91", ["India"]],
      ["+1 876", ["Jamaica"]],
      ["cote d'ivoire", ["Côte d’Ivoire"]],
    ];
    for (const [query, names] of cases) {
      await search(page, query);
      await expect.poll(() => shownNames(page), query).toEqual(names);
    }
    await search(page, "UK");
    await expect.poll(() => shownNames(page)).toContain("United Kingdom");
    await search(page, "USA");
    await expect.poll(() => shownNames(page)).toContain("United States");
    // The page did not reload: the address only records the search.
    await expect(page).toHaveURL("/international-calls?q=USA");
  });

  test("says in a polite live region how many match, and Escape brings every row back", async ({
    page,
  }) => {
    await gotoHydrated(page, "/roaming");
    await expect(statusOf(page)).toHaveAttribute("role", "status");
    await search(page, "guin");
    await expect(countOf(page)).toHaveText("4 destinations match");
    await expect(visibleRows(page)).toHaveCount(4);
    await finderBox(page).press("Escape");
    await expect(finderBox(page)).toHaveValue("");
    await expect(finderBox(page)).toBeFocused();
    await expect(visibleRows(page)).toHaveCount(tariffs.destinations.length);
    await expect(countOf(page)).toHaveText(
      `All ${tariffs.destinations.length} destinations are listed`,
    );
    await expect(page).toHaveURL("/roaming");
  });

  test("shows nothing found with a way back, by keyboard alone", async ({ page }) => {
    await gotoHydrated(page, "/ar/roaming");
    await search(page, "xyzzy");
    await expect(visibleRows(page)).toHaveCount(0);
    await expect(statusOf(page)).toContainText("لا توجد وجهة تطابق");
    const back = statusOf(page).getByRole("link", { name: "اعرض كل الوجهات" });
    await back.focus();
    await page.keyboard.press("Enter");
    await expect(visibleRows(page)).toHaveCount(tariffs.destinations.length);
    await expect(finderBox(page)).toBeFocused();
  });

  test("filters what was typed before its script arrived", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/destination-finder/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/international-calls");
    await finderBox(page).fill("nepal");
    release();
    await expect(page.locator("[data-island=destination-finder]")).toHaveAttribute(
      "data-hydrated",
      "",
    );
    await expect.poll(() => shownNames(page)).toEqual(["Nepal"]);
  });
});

test.describe("finding a place without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a whole phone number in any usual form finds its country, read on the server", async ({
    page,
  }) => {
    const cases: [string, string[]][] = [
      ["+91 98765 43210", ["India"]],
      ["0091 98765 43210", ["India"]],
      ["+919876543210", ["India"]],
      ["00 44 20 7946 0958", ["United Kingdom"]],
      // +7 is shared: the number is Kazakhstan's, not Russia's.
      ["+7 701 123 4567", ["Kazakhstan"]],
      ["+212", ["Morocco"]],
    ];
    for (const [query, names] of cases) {
      await page.goto(`/international-calls?q=${encodeURIComponent(query)}`);
      expect(await shownNames(page), query).toEqual(names);
    }
  });

  test("the UAE, by name, code or number, is local, not 'no match', in both languages", async ({
    page,
  }) => {
    for (const query of ["UAE", "971", "+971 50 123 4567"]) {
      await page.goto(`/international-calls?q=${encodeURIComponent(query)}`);
      await expect(visibleRows(page)).toHaveCount(0);
      await expect(statusOf(page)).toContainText(
        "Calls to UAE numbers come from your plan's minutes",
      );
      await expect(statusOf(page).locator("[data-finder-none]")).toBeHidden();
    }
    await page.goto(`/ar/international-calls?q=${encodeURIComponent("الإمارات")}`);
    await expect(statusOf(page)).toContainText("المكالمات إلى أرقام الإمارات تُحتسب من دقائق باقتك");
    await page.goto("/roaming?q=Dubai");
    await expect(statusOf(page)).toContainText("Using your line in the UAE is not roaming");
    await page.goto(`/ar/roaming?q=${encodeURIComponent("الإمارات")}`);
    await expect(statusOf(page)).toContainText("استخدام خطك داخل الإمارات ليس تجوالاً");
  });

  test("spellings, misspellings and travellers' cities find one country, named as a UAE reader expects", async ({
    page,
  }) => {
    const cases: [string, string[]][] = [
      ["/international-calls?q=Pakistan", ["Pakistan"]],
      ["/international-calls?q=Phillipines", ["Philippines"]],
      ["/international-calls?q=Srilanka", ["Sri Lanka"]],
      [`/ar/international-calls?q=${encodeURIComponent("بنجلاديش")}`, ["بنغلاديش"]],
      [`/ar/international-calls?q=${encodeURIComponent("الفليبين")}`, ["الفلبين"]],
      ["/international-calls?q=palest", ["Palestine"]],
      [`/ar/international-calls?q=${encodeURIComponent("فلسطين")}`, ["فلسطين"]],
      ["/roaming?q=London", ["United Kingdom"]],
      ["/roaming?q=Riyadh", ["Saudi Arabia"]],
      [`/ar/roaming?q=${encodeURIComponent("القاهرة")}`, ["مصر"]],
    ];
    for (const [path, names] of cases) {
      await page.goto(path);
      expect(await shownNames(page), path).toEqual(names);
    }
  });
});

test.describe("finding a place with JavaScript", () => {
  test.use({ reducedMotion: "reduce" });

  test("finds misspellings, whole numbers and the UAE as one types", async ({ page }) => {
    await gotoHydrated(page, "/international-calls");
    const cases: [string, string[]][] = [
      ["Phillipines", ["Philippines"]],
      ["Srilanka", ["Sri Lanka"]],
      ["بنجلاديش", ["Bangladesh"]],
      ["الفليبين", ["Philippines"]],
      ["Pakistan", ["Pakistan"]],
      ["+919876543210", ["India"]],
      ["0091 98765 43210", ["India"]],
      ["+1 876 555 1234", ["Jamaica"]],
    ];
    for (const [query, names] of cases) {
      await finderBox(page).fill(query);
      await expect.poll(() => shownNames(page), query).toEqual(names);
    }
    const home = statusOf(page).locator("[data-finder-home]");
    for (const query of ["UAE", "971", "الإمارات"]) {
      await finderBox(page).fill(query);
      await expect(home, query).toBeVisible();
      await expect(visibleRows(page)).toHaveCount(0);
      await expect(statusOf(page).locator("[data-finder-none]")).toBeHidden();
    }
    await finderBox(page).fill("India");
    await expect(home).toBeHidden();
  });

  test("a whole number sent with the form is read by the server, for a code countries share", async ({
    page,
  }) => {
    await gotoHydrated(page, "/international-calls");
    await finderBox(page).fill("+7 701 123 4567");
    await expect.poll(() => shownNames(page)).toEqual(["Kazakhstan", "Russia"]);
    await finderBox(page).press("Enter");
    await expect(page).toHaveURL(/\?q=%2B7\+701\+123\+4567$/);
    await expect.poll(() => shownNames(page)).toEqual(["Kazakhstan"]);
  });

  test("finds travellers' cities on the roaming page, and says the UAE is home", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar/roaming");
    for (const [query, names] of [
      ["Paris", ["فرنسا"]],
      ["مانيلا", ["الفلبين"]],
      ["Mumbai", ["الهند"]],
    ] as const) {
      await finderBox(page).fill(query);
      await expect.poll(() => shownNames(page), query).toEqual(names);
    }
    await finderBox(page).fill("دبي");
    await expect(statusOf(page)).toContainText("استخدام خطك داخل الإمارات ليس تجوالاً");
  });
});

test.describe("a link to a destination", () => {
  test.use({ reducedMotion: "reduce" });

  for (const path of ["/roaming#in", "/ar/international-calls#ph"]) {
    test(`${path} lands on its row 80 px below the top, marked`, async ({ page }) => {
      await page.goto(path);
      const row = page.locator(`tr${path.slice(path.indexOf("#"))}`);
      await expect(row).toBeInViewport();
      const top = await row.evaluate((element) => element.getBoundingClientRect().top);
      expect(Math.round(top)).toBe(80);
      const marked = await row
        .locator("th")
        .evaluate((cell) => getComputedStyle(cell).backgroundColor);
      const other = await page
        .locator("tbody tr:not(:target) th")
        .first()
        .evaluate((cell) => getComputedStyle(cell).backgroundColor);
      expect(marked).not.toBe(other);
    });
  }
});

test("on /ar, dialling codes and rates read left to right in isolates, in Western digits", async ({
  page,
}) => {
  await page.goto("/ar/international-calls");
  await expect(page.locator("html")).toHaveAttribute("dir", arabicLayout.dir);
  const codes = page.locator("#jm td").first().locator("bdi[dir=ltr]");
  await expect(codes).toHaveText(["+1 658", "+1 876"]);
  const code = codes.last();
  const box = await code.boundingBox();
  // "+1" is drawn before "876", from left to right, on one line.
  expect(box?.height).toBeLessThan(30);
  const table = await page.locator("#call-rates").textContent();
  expect(table).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
});

for (const path of allRatesPaths) {
  // The page as first drawn, finder empty, is checked with every page in accessibility.spec.ts
  // and arabic.spec.ts; here, the two states the finder puts it in.
  test(`${path} has no axe violations with the finder filtering and finding nothing`, async ({
    page,
  }) => {
    test.slow();
    await gotoHydrated(page, path);
    await finderBox(page).fill("guinea");
    await expect(countOf(page)).not.toBeEmpty();
    await expectNoAxeViolations(page, "filtering");
    await finderBox(page).fill("xyzzy");
    await expect(visibleRows(page)).toHaveCount(0);
    await expectNoAxeViolations(page, "nothing found");
  });
}

interface OfferData {
  price?: string;
  areaServed: { name: string }[];
  priceSpecification: { price: string; priceCurrency: string; valueAddedTaxIncluded: boolean }[];
}

test("each rates page carries structured data a checker accepts, priced from the tariff files", async ({
  request,
}) => {
  const extract = (html: string) =>
    new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(html);
  for (const path of allRatesPaths) {
    const data = extract(await (await request.get(path)).text());
    expect(Object.keys(data.jsonld).sort(), path).toEqual(["BreadcrumbList", "OfferCatalog"]);
    expect(await new Validator().validate(data), path).toEqual([]);
    const [catalog] = data.jsonld.OfferCatalog as { itemListElement: OfferData[] }[];
    const offers = catalog?.itemListElement ?? [];
    const served = offers.flatMap((offer) => offer.areaServed);
    const prices = offers.map((offer) => offer.priceSpecification.map((spec) => spec.price));
    if (path.endsWith("/international-calls")) {
      // Every country, and the satellite and network codes.
      expect(served).toHaveLength(tariffs.destinations.length + tariffs.networkCodes.length);
      expect(prices).toEqual(
        tariffs.callZones.map((zone) => [
          dirhamDigits(zone.minuteFils, 2),
          dirhamDigits(zone.smsFils, 2),
        ]),
      );
    } else {
      const partnered = tariffs.destinations.filter((d) => d.roamingZone !== null);
      expect(served).toHaveLength(partnered.length);
      expect(offers.map((offer) => offer.price)).toEqual(
        tariffs.roamingZones.flatMap(({ dayPass }) =>
          dayPass ? [dirhamDigits(dayPass.priceFils, 2)] : [],
        ),
      );
    }
    for (const spec of offers.flatMap((offer) => offer.priceSpecification)) {
      expect(spec).toMatchObject({ priceCurrency: "AED", valueAddedTaxIncluded: true });
    }
  }
  // The checker is not one that accepts anything: a breadcrumb without positions fails it.
  const broken = extract(
    `<script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [{ "@type": "ListItem", name: "Home", item: "https://example.ae/" }],
    })}</script>`,
  );
  const issues = await new Validator().validate(broken);
  expect(issues.filter((issue) => issue.severity === "ERROR")).not.toEqual([]);
});

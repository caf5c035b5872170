import { expect } from "vitest";
import type { ProjectCopy } from "../support/project-copy";
import { builtPage, changeRow, structuredData } from "./rows";

/**
 * The pricing team's promise: change a price or a rule in the tariff files, build, and every
 * page that shows it shows the new one.
 */
export function changeTariffs(copy: ProjectCopy): void {
  changeRow(copy, "tariffs/plans.csv", "basic,", () => "basic,79,5,200,100,no,5G");
  changeRow(copy, "tariffs/call-zones.csv", "2,", () => "2,0.65,0.35");
  changeRow(copy, "tariffs/roaming-zones.csv", "B,", () => "B,39,1000,30,3.50,7.00,2.00,1.25,2.00");
  changeRow(
    copy,
    "tariffs/roaming-safeguards.csv",
    "spending_cap_aed,",
    () => "spending_cap_aed,250",
  );
  changeRow(copy, "tariffs/roaming-terms.csv", "roaming_day_hours,", () => "roaming_day_hours,12");
  // The calls rules: the date prices hold from, a pack's price, the satellite codes' price.
  changeRow(copy, "tariffs/tariff-terms.csv", "prices_from,", () => "prices_from,2027-01-15");
  changeRow(copy, "tariffs/call-home-packs.csv", "call-home-60,", () => "call-home-60,2,60,25,30");
  changeRow(copy, "tariffs/call-zones.csv", "satellite,", () => "satellite,12.00,3.00");
}

/** The figures written in a piece of text, Western digits: `AED 1,299.50` → ["1299.50"]. */
const figuresIn = (text: string | null | undefined) =>
  (text ?? "").replace(/,(?=\d{3})/g, "").match(/\d+(\.\d+)?/g) ?? [];

/** The plans, calls rules and call rates, on every page that shows them. */
export function expectPricesChanged(copy: ProjectCopy): void {
  for (const home of ["/", "/ar"]) {
    const document = builtPage(copy, home);
    const card = document.getElementById("plan-basic")?.closest("article");
    expect(figuresIn(card?.querySelector("p")?.textContent), home).toEqual(["79"]);
    expect(card?.querySelector("ul li")?.textContent, home).toMatch(/5G/);
    const catalog = structuredData(document).find((item) => item["@type"] === "OfferCatalog");
    const offers = catalog?.itemListElement as { price: string }[];
    expect(
      offers.map((offer) => offer.price),
      home,
    ).toEqual(["79", "199", "299"]);
    const description = document.querySelector('meta[name="description"]');
    expect(figuresIn(description?.getAttribute("content"))[0], home).toBe("79");
  }

  for (const page of ["/plans", "/ar/plans"]) {
    const catalog = structuredData(builtPage(copy, page)).find(
      (item) => item["@type"] === "OfferCatalog",
    );
    const offers = catalog?.itemListElement as { price: string }[];
    expect(
      offers.map((offer) => offer.price),
      page,
    ).toEqual(["79", "199", "299"]);
  }

  for (const page of ["/international-calls", "/ar/international-calls"]) {
    const document = builtPage(copy, page);
    for (const country of ["in", "pk", "ph"]) {
      const minute = document.querySelectorAll(`#${country} td`)[1]?.textContent;
      expect(minute, `${page}#${country}`).toBe("0.65");
    }
    expect(document.querySelectorAll(`#sa td`)[1]?.textContent).toBe("1.00");
    const catalog = structuredData(document).find((item) => item["@type"] === "OfferCatalog");
    const zone2 = (catalog?.itemListElement as { priceSpecification: { price: string }[] }[])[1];
    expect(zone2?.priceSpecification[0]?.price, page).toBe("0.65");
    expect(document.querySelector("[data-prices-from]")?.textContent, page).toMatch(
      /^(Prices from 15\u00a0January\u00a02027\.|الأسعار سارية من 15\u00a0يناير\u00a02027\.)$/,
    );
    const pack = document.querySelectorAll("#pack-call-home-60 td");
    expect(figuresIn(pack[2]?.textContent), page).toEqual(["25"]);
    // AED 25 for 60 minutes is AED 0.42 a minute, against zone 2's new 0.65.
    expect(figuresIn(pack[3]?.textContent), page).toEqual(["0.42", "0.65"]);
    expect(document.querySelectorAll("#code-870 td")[1]?.textContent, page).toBe("12.00");
    expect(document.getElementById("billing-heading")?.closest("section")?.textContent).toMatch(
      /12\.00/,
    );
  }

  for (const page of ["/roaming", "/ar/roaming"]) {
    expect(builtPage(copy, page).querySelector("[data-prices-from]")?.textContent, page).toMatch(
      /^(Prices from 15\u00a0January\u00a02027\.|الأسعار سارية من 15\u00a0يناير\u00a02027\.)$/,
    );
  }

  for (const page of ["/plans/basic", "/ar/plans/premium"]) {
    const keyFacts = builtPage(copy, page).getElementById("key-facts")?.textContent ?? "";
    expect(keyFacts, page).toMatch(/15\u00a0(January|يناير)\u00a02027/);
  }

  const csv = copy.built("international-call-rates.csv");
  expect(csv).toMatch(/^\+870,Inmarsat satellite phones,[^,]+,12\.00,3\.00,,2027-01-15\r$/m);
  expect(csv).toMatch(/^\+91,India,الهند,0\.65,0\.35,,2027-01-15\r$/m);
}

/** A roaming rule or price, on every page that states it. */
export function expectRoamingChanged(copy: ProjectCopy): void {
  for (const prefix of ["", "/ar"]) {
    const page = `${prefix}/roaming`;
    const document = builtPage(copy, page);
    const text = (document.body.textContent ?? "").replace(/\s+/g, " ");
    // India is in zone B: its day pass and its SMS, on its row and on the zone's.
    const india = document.querySelectorAll("#in td");
    expect(figuresIn(india[0]?.querySelector("b")?.textContent), page).toEqual(["39"]);
    // The day pass, three calls' prices (to the UAE or locally, to another country, received),
    // then the SMS.
    expect(india[4]?.textContent, page).toBe("1.25");
    const zones = document.getElementById("zones-heading")?.closest("section");
    const zoneB = zones?.querySelectorAll("tbody tr")[1];
    expect(figuresIn(zoneB?.querySelector("td b")?.textContent), page).toEqual(["39"]);
    // The worked examples, computed again: two texts at the new SMS price, the new pass.
    const examples = document.getElementById("examples-heading")?.closest("section");
    const [texts, busy] = [...(examples?.querySelectorAll("li") ?? [])].map((item) =>
      figuresIn(item.textContent),
    );
    expect(texts, page).toContain("2.50");
    expect(texts, page).toContain("39");
    expect(busy, page).toContain("39");
    // The rules: the roaming day's hours and the cap, in the sentence and the description.
    expect(text, page).toMatch(prefix ? /هو 12\s?ساعة/ : /roaming day is the 12\shours/);
    expect(text, page).toMatch(prefix ? /حد أقصى قدره 250/ : /capped at AED\s250/);
    expect(text, page).not.toMatch(/\b200\b/);
    const description = document.querySelector('meta[name="description"]');
    expect(figuresIn(description?.getAttribute("content")), page).toContain("250");
    const catalog = structuredData(document).find((item) => item["@type"] === "OfferCatalog");
    const passes = (catalog?.itemListElement as { price: string }[]).map((offer) => offer.price);
    expect(passes, page).toEqual(["25.00", "39.00", "49.00"]);
  }
  // A plan's FAQ states the cap in the same sentence as the roaming page.
  for (const page of ["/plans/basic", "/ar/plans/premium"]) {
    const text = (builtPage(copy, page).body.textContent ?? "").replace(/\s+/g, " ");
    expect(text, page).toMatch(page.startsWith("/ar") ? /حد أقصى قدره 250/ : /capped at AED\s250/);
  }
}

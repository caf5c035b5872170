import { describe, expect, it } from "vitest";
import { claims } from "../domain/catalog";
import { callZone, destinations, tariffs } from "./tariffs";

/** The destinations of a call zone or roaming zone, as sorted codes. */
const inCallZone = (zone: string) =>
  destinations
    .filter((d) => d.callZone === zone)
    .map((d) => d.country)
    .sort();
const inRoamingZone = (zone: string | null) =>
  destinations
    .filter((d) => d.roamingZone === zone)
    .map((d) => d.country)
    .sort();
const sorted = (codes: string) => codes.split(" ").sort();

const GCC = "BH KW OM QA SA";
const ARAB_LEAGUE_BEYOND_GCC = "DJ DZ EG IQ JO KM LB LY MA MR PS SD SO SY TN YE";

describe("the call zones, as the tariff decisions set them", () => {
  it("zone 1 is the GCC, zone 2 South Asia and the Philippines, zone 3 the rest of the Arab League", () => {
    expect(inCallZone("1")).toEqual(sorted(GCC));
    expect(inCallZone("2")).toEqual(sorted("IN PK BD LK NP PH"));
    expect(inCallZone("3")).toEqual(sorted(ARAB_LEAGUE_BEYOND_GCC));
  });

  it("zone 4 holds Europe, North America, Australia, New Zealand and the rest of Asia", () => {
    const zone4 = new Set(inCallZone("4"));
    const european = destinations.filter((d) => d.continent === "EU");
    const asian = destinations.filter((d) => d.continent === "AS" && Number(d.callZone) > 3);
    expect(european.length).toBeGreaterThan(40);
    for (const { country } of [...european, ...asian]) expect(zone4, country).toContain(country);
    for (const country of sorted("US CA AU NZ")) expect(zone4, country).toContain(country);
  });

  it("zone 5 is every other country, and costs the most of the countries' zones", () => {
    expect(inCallZone("5").length).toBeGreaterThan(80);
    const countriesZones = new Set(destinations.map((d) => d.callZone));
    const dearest = tariffs.callZones
      .filter((zone) => countriesZones.has(zone.id))
      .sort((a, b) => b.minuteFils - a.minuteFils)[0];
    expect(dearest?.id).toBe("5");
  });

  it("satellite and international-network codes are priced apart, above every country", () => {
    expect(tariffs.networkCodes.map((network) => network.code)).toEqual([
      "870",
      "881",
      "882",
      "883",
    ]);
    const satellite = callZone("satellite");
    expect(satellite).toMatchObject({ minuteFils: 15_00, smsFils: 3_00 });
    for (const network of tariffs.networkCodes) expect(network.callZone).toBe("satellite");
  });
});

describe("one price per calling code", () => {
  it("every place of a shared code has the price of the code's main country", () => {
    const byCode = new Map<string, Set<number>>();
    for (const destination of destinations) {
      const code = destination.dialCodes[0]?.split(" ")[0] ?? "";
      const prices = byCode.get(code) ?? new Set<number>();
      prices.add(callZone(destination.callZone).minuteFils);
      byCode.set(code, prices);
    }
    const shared = ["1", "7", "44", "47", "61", "262", "290", "358", "39", "590", "599"];
    for (const code of shared) expect(byCode.get(code)?.size, `+${code}`).toBe(1);
    for (const [code, prices] of byCode) expect(prices.size, `+${code}`).toBe(1);
  });

  it("the North American plan's islands take the United States' price, and say whose code it is", () => {
    const jamaica = destinations.find((d) => d.country === "JM");
    expect(jamaica?.dialCodes).toEqual(["1 658", "1 876"]);
    expect(jamaica?.sharesCodeWith).toBe("US");
    expect(jamaica?.callZone).toBe(destinations.find((d) => d.country === "US")?.callZone);
    expect(destinations.find((d) => d.country === "US")?.sharesCodeWith).toBeUndefined();
  });
});

describe("the roaming zones", () => {
  it("A is the GCC; B zones 2 and 3, Europe, the USA, Canada and Türkiye", () => {
    expect(inRoamingZone("A")).toEqual(sorted(GCC));
    const zoneB = new Set(inRoamingZone("B"));
    const expected = destinations.filter(
      (d) => d.callZone === "2" || d.callZone === "3" || d.continent === "EU",
    );
    for (const { country } of expected) expect(zoneB, country).toContain(country);
    for (const country of ["US", "CA", "TR"]) expect(zoneB, country).toContain(country);
  });

  it("leave a few destinations without a partner network, and give the rest zone C", () => {
    expect(inRoamingZone(null)).toEqual(sorted("AC ER KP NU TA TK"));
    expect(inRoamingZone("C").length).toBeGreaterThan(80);
  });
});

it("the home page's claim of calls to over 200 countries holds", () => {
  expect(destinations.length).toBeGreaterThan(claims.callCountries);
});

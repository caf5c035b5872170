import { describe, expect, it } from "vitest";
import { claims } from "../content/catalog";
import { destinations, tariffs } from "./tariffs";

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

  it("zone 5 is every other destination, and costs the most", () => {
    expect(inCallZone("5").length).toBeGreaterThan(80);
    const dearest = [...tariffs.callZones].sort((a, b) => b.minuteFils - a.minuteFils)[0];
    expect(dearest?.id).toBe("5");
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

import { describe, expect, it } from "vitest";
import { communityPlaces } from "../domain/communities";
import { emirates } from "../domain/emirates";
import { readVisitorLocation } from "../domain/visitor-location";
import { NUMBERED_STORES, storesView } from "./stores-view.server";

const places = [...emirates, ...communityPlaces];
const monday = Date.UTC(2026, 10, 30, 8);
const location = (lat: string, lng: string) => readVisitorLocation(lat, lng, 12);

describe("the stores page's answer, on the map and in the list", () => {
  it("pins the place asked about and numbers the nearest stores as the list does", () => {
    const view = storesView("en", "Al Barsha", monday, places);
    const numbered = view.pins.filter((pin) => pin.number !== undefined);
    expect(numbered.map((pin) => pin.number)).toEqual([1, 2, 3]);
    expect(numbered.map((pin) => pin.id)).toEqual(
      view.stores.slice(0, NUMBERED_STORES).map((store) => `pin-${store.id}`),
    );
    expect(view.stores.map((store) => store.number)).toEqual([
      1,
      2,
      3,
      ...Array(view.stores.length - NUMBERED_STORES).fill(undefined),
    ]);
    expect(view.pins.find((pin) => pin.number === undefined)?.label).toBe("Al Barsha");
  });

  it("pins nothing and numbers nothing before a question", () => {
    const view = storesView("en", null, monday, places);
    expect(view.pins).toEqual([]);
    expect(view.stores.every((store) => store.number === undefined)).toBe(true);
  });

  it("answers the visitor's location with the nearest stores, named by the place nearest it", () => {
    // A point in Al Ain, rounded as the page sends it.
    const view = storesView("ar", null, monday, places, location("24.22", "55.75"));
    expect(view.nearest.answer).toMatch(/^المتاجر الأقرب إليك في محيط .+، الأقرب أولاً$/);
    expect(view.stores[0]?.name).toBe("العين");
    expect(view.nearest.problem).toBeNull();
    const here = view.pins.find((pin) => pin.number === undefined);
    expect(here).toMatchObject({ label: "موقعك", latitude: 24.22, longitude: 55.75 });
    // Each store is farther than the one before it.
    const km = view.stores.map((store) => Number(store.distance?.match(/\d+/)?.[0]));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    // A status rendered for this request is true now: it needs no "as of".
    expect(view.asOf).toBeNull();
  });

  it("says plainly a location outside the UAE or one it cannot read, and lists every store", () => {
    const outside = storesView("en", null, monday, places, location("51.5", "-0.12"));
    expect(outside.nearest.problem).toMatch(/outside the UAE/);
    expect(outside.nearest.answer).toBeNull();
    expect(outside.pins).toEqual([]);
    const unreadable = storesView("en", null, monday, places, location("x", "55"));
    expect(unreadable.nearest.problem).toMatch(/could not read that location/);
    expect(unreadable.stores.map((store) => store.id)).toEqual(
      storesView("en", null, monday, places).stores.map((store) => store.id),
    );
  });
});

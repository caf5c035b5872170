import { describe, expect, it } from "vitest";
import { communityPlaces } from "../domain/communities";
import { emirates } from "../domain/emirates";
import { findPlace } from "../search/find-place";
import { storesView } from "./stores-view.server";

const places = [...emirates, ...communityPlaces];
const found = (typed: string) => findPlace(places, typed)?.id;

describe("the nearest store, from a community of the coverage file", () => {
  it("finds a community by its name or alias in either script, and an emirate still by its own", () => {
    expect(found("Al Barsha")).toBe("al-barsha");
    expect(found("البرشاء")).toBe("al-barsha");
    expect(found("JLT")).toBe("jumeirah-lake-towers");
    for (const typed of [
      "Sharjah",
      "Sharjha",
      "RAK",
      "رأس الخيمه",
      "Fujaira",
      "Dubbai",
      "ابوظبي",
    ]) {
      expect(
        emirates.map(({ id }) => id),
        typed,
      ).toContain(found(typed));
    }
  });

  it("lists the stores from the nearest: from Al Barsha, Dubai's first", () => {
    const view = storesView("en", "Al Barsha", Date.UTC(2026, 10, 30, 8), places);
    expect(view.stores[0]?.emirate).toBe("Dubai");
  });
});

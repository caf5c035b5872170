import { describe, expect, it } from "vitest";
import { emirates } from "../domain/emirates";
import { findPlace } from "../search/find-place";
import { byDistance, distanceKm } from "../domain/places";

const found = (typed: string) => findPlace(emirates, typed)?.id;

describe("the place a visitor types", () => {
  it("is found by its name in either language, an alias or its id, however spaced or cased", () => {
    expect(found("Sharjah")).toBe("sharjah");
    expect(found("  umm al quwain ")).toBe("umm-al-quwain");
    expect(found("الشارقة")).toBe("sharjah");
    expect(found("ابو ظبي")).toBe("abu-dhabi");
    expect(found("أبوظبي")).toBe("abu-dhabi");
    expect(found("RAK")).toBe("ras-al-khaimah");
    expect(found("ras-al-khaimah")).toBe("ras-al-khaimah");
  });

  it("is found through a slip of the keyboard: a letter swapped, missing, doubled or wrong", () => {
    expect(found("Sharjha")).toBe("sharjah");
    expect(found("Fujaira")).toBe("fujairah");
    expect(found("Dubbai")).toBe("dubai");
    expect(found("Ras al Khaima")).toBe("ras-al-khaimah");
    expect(found("رأس الخيمه")).toBe("ras-al-khaimah");
  });

  it("is none when nothing is near enough, or the text is empty", () => {
    expect(found("Atlantis")).toBeUndefined();
    expect(found("")).toBeUndefined();
    expect(found("!!")).toBeUndefined();
    expect(found("Du")).toBeUndefined();
  });
});

describe("stores by distance", () => {
  it("measures along the Earth: Dubai to Abu Dhabi is about 120 km", () => {
    const [abuDhabi, dubai] = emirates;
    if (!abuDhabi || !dubai) throw new Error("no emirates");
    expect(Math.round(distanceKm(abuDhabi, dubai) / 10)).toBe(12);
  });

  it("orders the nearest first", () => {
    const sharjah = emirates.find((emirate) => emirate.id === "sharjah");
    if (!sharjah) throw new Error("no Sharjah");
    const ordered = byDistance(sharjah, emirates).map(({ item }) => item.id);
    expect(ordered.slice(0, 3)).toEqual(["sharjah", "ajman", "dubai"]);
    expect(ordered.at(-1)).toBe("abu-dhabi");
  });
});

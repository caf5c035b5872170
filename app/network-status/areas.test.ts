import { describe, expect, it } from "vitest";
import { type Area, AREAS, areaIndex, COMMUNITIES, EMIRATES } from "./areas";

const barsha: Area = {
  id: "al-barsha",
  name: { en: "Al Barsha", ar: "البرشاء" },
  emirate: "dubai",
  aliases: ["Barsha"],
};
const areas = areaIndex([...EMIRATES, barsha]);

describe("the areas", () => {
  it("are found by id or by name in either language, however typed", () => {
    for (const typed of ["al-barsha", "Al Barsha", "  al barsha ", "ALBARSHA", "البرشاء"]) {
      expect(areas.find(typed)?.id, typed).toBe("al-barsha");
    }
    expect(areas.find("Ras Al-Khaimah")?.id).toBe("ras-al-khaimah");
    expect(areas.find("ابوظبي")?.id).toBe("abu-dhabi");
    expect(areas.find("Gotham")).toBeUndefined();
    expect(areas.find("   ")).toBeUndefined();
  });

  it("are touched by a notice on them, on their emirate, or on a community in an emirate", () => {
    const dubai = EMIRATES.find((area) => area.id === "dubai") as Area;
    expect(areas.touches(["dubai"], barsha)).toBe(true);
    expect(areas.touches(["al-barsha"], barsha)).toBe(true);
    expect(areas.touches(["al-barsha"], dubai)).toBe(true);
    expect(areas.touches(["sharjah"], barsha)).toBe(false);
    expect(areas.touches(["sharjah"], dubai)).toBe(false);
  });

  it("name the emirates a notice is in, in the emirates' order", () => {
    expect(areas.emiratesOf(["fujairah", "al-barsha", "abu-dhabi"])).toEqual([
      "abu-dhabi",
      "dubai",
      "fujairah",
    ]);
  });

  it("are found as the coverage check finds them: by alias, with a slip, in either script", () => {
    const site = areaIndex();
    expect(site.find("JLT")?.id).toBe("jumeirah-lake-towers");
    expect(site.find("jlt")?.emirate).toBe("dubai");
    expect(site.find("Marina")?.id).toBe("dubai-marina");
    expect(site.find("دبي مارينا")?.id).toBe("dubai-marina");
    expect(site.find("barsah")?.id).toBe("al-barsha");
    expect(site.find("Dubia")?.id).toBe("dubai");
    expect(site.find("DXB")?.id).toBe("dubai");
    expect(site.find("RAK")?.id).toBe("ras-al-khaimah");
    expect(site.find("Gotham")).toBeUndefined();
  });

  it("offer the areas a visitor may mean when no one area is meant", () => {
    const site = areaIndex();
    const barshas = site.candidates("Barsha H").map((area) => area.id);
    expect(barshas).toEqual(["barsha-heights"]);
    expect(site.candidates("Gotham")).toEqual([]);
    expect(site.find("Island")).toBeUndefined();
    expect(site.candidates("Island").length).toBeGreaterThan(1);
  });

  it("are the emirates and every community of the coverage file, each id and name naming one", () => {
    expect(COMMUNITIES.length).toBeGreaterThanOrEqual(150);
    const site = areaIndex();
    expect(site.find("al-barsha")?.name).toEqual({ en: "Al Barsha", ar: "البرشاء" });
    expect(site.find("البرشاء")?.emirate).toBe("dubai");
    expect(site.find("Dubai")?.id).toBe("dubai");
    const ids = AREAS.map((area) => area.id);
    expect(new Set(ids).size).toBe(ids.length);
    // No community shares an emirate's name: "Ajman" always means the emirate.
    for (const emirate of EMIRATES) {
      for (const name of [emirate.name.en, emirate.name.ar]) {
        expect(site.find(name)?.id, name).toBe(emirate.id);
      }
    }
  });
});

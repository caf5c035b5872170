import { describe, expect, it } from "vitest";
import { getRatesContent } from "../content/pages.server";
import { locales } from "../i18n/locale";
import { destinations } from "../tariffs/tariffs";
import { destinationGroups, matchingRowIds } from "./destination-rows.server";

const namesOf = (locale: (typeof locales)[number]) =>
  destinationGroups(locale).flatMap((group) => group.rows.map((row) => row.name));

describe("the destinations of a rates page", () => {
  for (const locale of locales) {
    it(`${locale}: each once, anchored by its code in lower case, under letters in order`, () => {
      const groups = destinationGroups(locale);
      const ids = groups.flatMap((group) => group.rows.map((row) => row.id));
      expect(ids.sort()).toEqual(destinations.map((d) => d.country.toLowerCase()).sort());
      const letters = groups.map((group) => group.letter);
      expect(new Set(letters).size).toBe(letters.length);
      expect(new Set(groups.map((group) => group.id)).size).toBe(groups.length);
    });
  }

  it("are in English alphabetical order on English pages", () => {
    const names = namesOf("en");
    expect(names).toEqual([...names].sort(new Intl.Collator("en-AE").compare));
    expect(names.slice(0, 2)).toEqual(["Afghanistan", "Åland Islands"]);
  });

  it("pass over the Arabic article in Arabic order: الفلبين sits under ف", () => {
    const groups = destinationGroups("ar");
    const underFa = groups.find((group) => group.letter === "ف")?.rows.map((row) => row.name);
    expect(underFa).toContain("الفلبين");
    expect(underFa).toContain("فنلندا");
    const alif = groups.find((group) => group.letter === "ا")?.rows.map((row) => row.name) ?? [];
    expect(alif.filter((name) => name.startsWith("ال")).length).toBeLessThan(alif.length);
  });

  it("show each code as dialled, with its area code where a plan is shared", () => {
    const rows = destinationGroups("en").flatMap((group) => group.rows);
    const codes = (id: string) => rows.find((row) => row.id === id)?.dialCodes;
    expect(codes("in")).toEqual(["+91"]);
    expect(codes("jm")).toEqual(["+1 658", "+1 876"]);
    expect(codes("us")).toEqual(["+1"]);
    expect(codes("xk")).toEqual(["+383"]);
  });

  it("are found by the aliases of either language, and only name real destinations", () => {
    const groups = destinationGroups("en");
    expect([...matchingRowIds(groups, "KSA")]).toEqual(["sa"]);
    expect([...matchingRowIds(groups, "بريطانيا")]).toEqual(["gb"]);
    const countries = new Set(destinations.map((d) => d.country));
    for (const locale of locales) {
      for (const code of Object.keys(getRatesContent(locale).searchAliases)) {
        expect(countries, `${locale} alias for ${code}`).toContain(code);
      }
    }
  });
});

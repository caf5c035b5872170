import { describe, expect, it } from "vitest";
import { locales } from "../i18n/locale";
import { destinations, home } from "../tariffs/tariffs";
import { destinationGroups, searchAnswer } from "./destination-rows.server";

const calls = { cities: false };
const roaming = { cities: true };
const namesOf = (locale: (typeof locales)[number]) =>
  destinationGroups(locale, calls).flatMap((group) => group.rows.map((row) => row.name));

describe("the destinations of a rates page", () => {
  for (const locale of locales) {
    it(`${locale}: each once, anchored by its code in lower case, under letters in order`, () => {
      const groups = destinationGroups(locale, calls);
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
    const groups = destinationGroups("ar", calls);
    const underFa = groups.find((group) => group.letter === "ف")?.rows.map((row) => row.name);
    expect(underFa).toContain("الفلبين");
    expect(underFa).toContain("فنلندا");
    const alif = groups.find((group) => group.letter === "ا")?.rows.map((row) => row.name) ?? [];
    expect(alif.filter((name) => name.startsWith("ال")).length).toBeLessThan(alif.length);
  });

  it("show each code as dialled, with its area code where a plan is shared", () => {
    const rows = destinationGroups("en", calls).flatMap((group) => group.rows);
    const codes = (id: string) => rows.find((row) => row.id === id)?.dialCodes;
    expect(codes("in")).toEqual(["+91"]);
    expect(codes("jm")).toEqual(["+1 658", "+1 876"]);
    expect(codes("us")).toEqual(["+1"]);
    expect(codes("xk")).toEqual(["+383"]);
  });
});

describe("finding a place", () => {
  const groups = {
    calls: destinationGroups("en", calls),
    roaming: destinationGroups("ar", roaming),
  };
  const found = (query: string, page: keyof typeof groups = "calls") =>
    [...searchAnswer(groups[page], query, page === "calls" ? calls : roaming).ids].sort();
  const isHome = (query: string, page: keyof typeof groups = "calls") =>
    searchAnswer(groups[page], query, page === "calls" ? calls : roaming).home;

  it("finds a whole phone number's country in any usual form, read by the phone-number library", () => {
    for (const query of [
      "+91 98765 43210",
      "0091 98765 43210",
      "+919876543210",
      "0091-9876543210",
    ]) {
      expect(found(query), query).toEqual(["in"]);
    }
    expect(found("00 44 20 7946 0958")).toEqual(["gb"]);
    expect(found("+44 (0) 20 7946 0958")).toEqual(["gb"]);
    expect(found("+1 876 555 1234")).toEqual(["jm"]);
    // A code several countries share: the number's own country, not all of them.
    expect(found("+7 701 123 4567")).toEqual(["kz"]);
    expect(found("+7 495 123 4567")).toEqual(["ru"]);
    expect(found("+212 528 123456")).toEqual(["ma"]);
  });

  it.each([
    "UAE",
    "uae",
    "971",
    "+971",
    "+971 50 123 4567",
    "050 123 4567",
    "الإمارات",
    "الامارات",
    "Emirates",
    "United Arab Emirates",
    "الإمارات العربية المتحدة",
  ])("says %s is the UAE, whose numbers are local, and no destination", (query) => {
    expect(isHome(query)).toBe(true);
    expect(found(query)).toEqual([]);
  });

  it("says the UAE on the roaming page too, and its cities there", () => {
    for (const query of ["UAE", "971", "الإمارات", "Dubai", "أبوظبي"]) {
      expect(isHome(query, "roaming"), query).toBe(true);
    }
    expect(isHome("India")).toBe(false);
    expect(isHome("")).toBe(false);
    expect(isHome("Dubai")).toBe(false);
  });

  it.each([
    ["Pakistan", "pk"],
    ["Phillipines", "ph"],
    ["Philipines", "ph"],
    ["Srilanka", "lk"],
    ["sri lanka", "lk"],
    ["بنجلاديش", "bd"],
    ["بنغلاديش", "bd"],
    ["الفلبين", "ph"],
    ["الفليبين", "ph"],
    ["India", "in"],
    ["Oman", "om"],
    ["UK", "gb"],
    ["KSA", "sa"],
    ["بريطانيا", "gb"],
    ["Palestine", "ps"],
    ["فلسطين", "ps"],
    ["Palestinian Territories", "ps"],
    ["Western Sahara", "ma"],
  ])("finds %s: %s alone", (query, id) => {
    expect(found(query)).toEqual([id]);
  });

  it.each([
    ["London", "gb"],
    ["Paris", "fr"],
    ["Riyadh", "sa"],
    ["Mumbai", "in"],
    ["Manila", "ph"],
    ["Cairo", "eg"],
    ["لندن", "gb"],
    ["القاهرة", "eg"],
  ])("finds the city %s on the roaming page: %s", (query, id) => {
    expect(found(query, "roaming")).toEqual([id]);
    expect(found(query, "calls")).not.toContain(id);
  });

  it("leads every alias and city to exactly one place, its own", () => {
    const places = [...destinations, home];
    for (const place of places) {
      for (const alias of [...place.aliases, ...place.cities]) {
        const answer = searchAnswer(groups.roaming, alias, roaming);
        const answered = [...answer.ids, ...(answer.home ? [home.country.toLowerCase()] : [])];
        expect(answered, alias).toEqual([place.country.toLowerCase()]);
      }
    }
  });

  it("leads every destination's name, in either language, to that destination alone", () => {
    for (const destination of destinations) {
      for (const name of Object.values(destination.names)) {
        expect(found(name), name).toEqual([destination.country.toLowerCase()]);
      }
    }
  });
});

describe("a rates page's finder with a slip of spelling", () => {
  it.each([
    ["indai", calls],
    ["indai", roaming],
    ["Pakistn", calls],
    ["باكستن", roaming],
  ])("%s finds its place when nothing matches as typed", (query, scope) => {
    const { ids } = searchAnswer(destinationGroups("en", scope), query, scope);
    expect([...ids]).toEqual([query === "indai" ? "in" : "pk"]);
  });

  it("never takes a code for a slip", () => {
    const { ids } = searchAnswer(destinationGroups("en", calls), "+99999", calls);
    expect(ids.size).toBe(0);
  });
});

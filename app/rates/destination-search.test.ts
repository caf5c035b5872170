import { describe, expect, it } from "vitest";
import { dialledDigits, foldForSearch, matchesQuery } from "./destination-search";

describe("folding a name or query for search", () => {
  it("drops case, accents and punctuation", () => {
    expect(foldForSearch("Côte d’Ivoire")).toBe("cote d ivoire");
    expect(foldForSearch("Åland Islands")).toBe("aland islands");
    expect(foldForSearch("St. Kitts & Nevis")).toBe("st kitts nevis");
  });

  it("drops Arabic vowel marks, tatweel and hamza seats, and folds ة and ى", () => {
    expect(foldForSearch("الإمارات")).toBe(foldForSearch("الامارات"));
    expect(foldForSearch("أمريكا")).toBe("امريكا");
    expect(foldForSearch("مِصْر")).toBe("مصر");
    expect(foldForSearch("الكونـغو")).toBe("الكونغو");
    expect(foldForSearch("ماليزية")).toBe("ماليزيه");
    expect(foldForSearch("موسى")).toBe("موسي");
  });
});

describe("a query that is a dialling code", () => {
  it.each([
    ["+91", "91"],
    ["0091", "91"],
    ["91", "91"],
    ["+1 876", "1876"],
    ["+1-876", "1876"],
    ["(00) 44", "44"],
  ])("%s dials %s", (query, digits) => {
    expect(dialledDigits(query)).toBe(digits);
  });

  it.each(["india", "+", "91a", "", "1 876 x"])("%s is not one", (query) => {
    expect(dialledDigits(query)).toBeUndefined();
  });
});

describe("matching a row", () => {
  const india = { text: foldForSearch("in India الهند Bharat"), codes: ["91"] };
  const jamaica = { text: foldForSearch("jm Jamaica جامايكا"), codes: ["1658", "1876"] };

  it("finds by any part of a name, in either language, every word somewhere", () => {
    expect(matchesQuery(india, "ind")).toBe(true);
    expect(matchesQuery(india, "INDIA")).toBe(true);
    expect(matchesQuery(india, "الهند")).toBe(true);
    expect(matchesQuery(india, "هند")).toBe(true);
    expect(matchesQuery(india, "india bharat")).toBe(true);
    expect(matchesQuery(india, "india pakistan")).toBe(false);
  });

  it("finds by the start of a code, written any way a caller dials it", () => {
    for (const query of ["+91", "0091", "91", "9"]) expect(matchesQuery(india, query)).toBe(true);
    expect(matchesQuery(india, "+92")).toBe(false);
    expect(matchesQuery(india, "+919")).toBe(false);
    expect(matchesQuery(jamaica, "+1 876")).toBe(true);
    expect(matchesQuery(jamaica, "+1")).toBe(true);
    expect(matchesQuery(jamaica, "+1 809")).toBe(false);
  });

  it("matches every row for an empty query", () => {
    expect(matchesQuery(india, "")).toBe(true);
    expect(matchesQuery(jamaica, "   ")).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { dialledDigits, placesAnswering, searchNames } from "./matching";

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

describe("which places answer a query", () => {
  const india = { names: searchNames(["India", "الهند", "Bharat"]), codes: ["91"] };
  const indianOcean = { names: searchNames(["Diego Garcia", "Indian Ocean"]), codes: ["246"] };
  const jamaica = { names: searchNames(["Jamaica", "جامايكا"]), codes: ["1658", "1876"] };
  const unitedStates = { names: searchNames(["United States", "USA"]), codes: ["1"] };
  const pakistan = { names: searchNames(["Pakistan", "باكستان"]), codes: ["92"] };
  const bangladesh = { names: searchNames(["Bangladesh", "East Pakistan"]), codes: ["880"] };
  const oman = { names: searchNames(["Oman", "عُمان"]), codes: ["968"] };
  const romania = { names: searchNames(["Romania", "رومانيا"]), codes: ["40"] };
  const places = [india, indianOcean, jamaica, unitedStates, pakistan, bangladesh, oman, romania];
  const answering = (query: string) =>
    places.filter((_, index) => placesAnswering(places, query)[index]);

  it("finds by the start of a word of a name, in either language, every word somewhere", () => {
    expect(answering("ind")).toEqual([india, indianOcean]);
    expect(answering("INDI")).toEqual([india, indianOcean]);
    expect(answering("الهند")).toEqual([india]);
    expect(answering("هند")).toEqual([india]);
    expect(answering("ocean ind")).toEqual([indianOcean]);
    expect(answering("india pakistan")).toEqual([]);
    expect(answering("ndia")).toEqual([]);
  });

  it("answers a whole name or alias with its place alone", () => {
    expect(answering("india")).toEqual([india]);
    expect(answering("Pakistan")).toEqual([pakistan]);
    expect(answering("oman")).toEqual([oman]);
    expect(answering("عمان")).toEqual([oman]);
    expect(answering("east pakistan")).toEqual([bangladesh]);
  });

  it("finds by the start of a code, written any way a caller dials it", () => {
    for (const query of ["+91", "0091", "91", "9"]) expect(answering(query)).toContain(india);
    expect(answering("+92")).toEqual([pakistan]);
    expect(answering("+1 876")).toEqual([jamaica]);
    expect(answering("+1")).toEqual([jamaica, unitedStates]);
    expect(answering("+1 809")).toEqual([unitedStates]);
  });

  it("finds a whole number's place by the code that begins it, the longest where codes nest", () => {
    for (const query of ["+91 98765 43210", "0091 98765 43210", "+919876543210", "00 91-98765"]) {
      expect(answering(query)).toEqual([india]);
    }
    expect(answering("+1 876 555 1234")).toEqual([jamaica]);
    expect(answering("+1 212 555 0100")).toEqual([unitedStates]);
    expect(answering("+44 20 7946 0958")).toEqual([]);
  });

  it("answers every place for an empty query", () => {
    expect(answering("")).toEqual(places);
    expect(answering("   ")).toEqual(places);
  });
});

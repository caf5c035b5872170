import { describe, expect, it } from "vitest";
import { exampleReference } from "../domain/catalog";
import { newReference, REFERENCE_ALPHABET, referenceOf } from "./message-reference";

describe("a message's reference", () => {
  it("is two groups of four characters of the alphabet", () => {
    for (let i = 0; i < 1000; i++) {
      expect(newReference()).toMatch(/^[3479ACEFHJKMPRTWXY]{4}-[3479ACEFHJKMPRTWXY]{4}$/);
    }
  });

  it("leaves out every character that reads like another", () => {
    for (const confusable of "0OQD1IL2Z5S8B6GUVN") {
      expect(REFERENCE_ALPHABET).not.toContain(confusable);
    }
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
  });

  it("draws every character of the alphabet, in every place", () => {
    const seen = Array.from({ length: 9 }, () => new Set<string>());
    for (let i = 0; i < 2000; i++) {
      for (const [place, char] of [...newReference()].entries()) seen[place]?.add(char);
    }
    expect(seen[4]).toEqual(new Set(["-"]));
    for (const place of [0, 1, 2, 3, 5, 6, 7, 8]) {
      expect(seen[place]?.size).toBe(REFERENCE_ALPHABET.length);
    }
  });

  it("is read back as typed in any case, with a hyphen, a space or nothing between", () => {
    expect(referenceOf("7KCM-HX3R")).toBe("7KCM-HX3R");
    expect(referenceOf(" 7kcm-hx3r ")).toBe("7KCM-HX3R");
    expect(referenceOf("7KCM HX3R")).toBe("7KCM-HX3R");
    expect(referenceOf("7kcmhx3r")).toBe("7KCM-HX3R");
  });

  it("refuses anything that is not one", () => {
    for (const input of [
      "",
      "7KCM",
      "7KCM-HX3",
      "7KCM-HX3RR",
      "7KCM--HX3R",
      "7KCM_HX3R",
      "OKCM-HX3R",
      "7KCM\nHX3R",
      "7KCM-HX3R\u0000",
      "7KCM-HX3R;DROP",
      "%37KCM-HX3R",
      "７KCM-HX3R",
      "' OR 1=1 --",
    ]) {
      expect(referenceOf(input), input).toBeUndefined();
    }
  });

  it("is what the complaints page shows as an example", () => {
    expect(referenceOf(exampleReference)).toBe(exampleReference);
  });
});

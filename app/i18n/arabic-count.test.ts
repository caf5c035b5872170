import { describe, expect, it } from "vitest";
import { arabicCount, arabicCountParts, arabicNoun } from "./arabic-count";
import { arabicNouns } from "./arabic-nouns";
import { NBSP } from "./count-parts";

/** The no-break space shown as a plain one, so the expectations read as Arabic does. */
const plain = (text: string) => text.replaceAll(NBSP, " ");
const count = (...args: Parameters<typeof arabicCount>) => plain(arabicCount(...args));

describe("arabicCount", () => {
  const { day, minute, hour, dirham, country, workingDay, sms } = arabicNouns;

  it("writes one in words, with واحد or واحدة agreeing with the noun", () => {
    expect(count(1, day)).toBe("يوم واحد");
    expect(count(1, minute)).toBe("دقيقة واحدة");
    expect(count(1, workingDay)).toBe("يوم عمل واحد");
    expect(count(1, sms)).toBe("رسالة نصية واحدة");
  });

  it("puts one in the accusative as an object", () => {
    expect(count(1, day, "accusative")).toBe("يوماً واحداً");
    expect(count(1, minute, "accusative")).toBe("دقيقة واحدة");
    expect(count(1, day, "genitive")).toBe("يوم واحد");
  });

  it("writes two as a dual without a figure: nominative, or oblique after a preposition", () => {
    expect(count(2, dirham)).toBe("درهمان");
    expect(count(2, hour)).toBe("ساعتان");
    expect(count(2, hour, "genitive")).toBe("ساعتين");
    expect(count(2, day, "accusative")).toBe("يومين");
    expect(count(2, workingDay, "genitive")).toBe("يومي عمل");
    expect(count(2, sms)).toBe("رسالتان نصيتان");
  });

  it("takes the plural after 3 to 10, and after 103 to 110", () => {
    expect(count(3, day)).toBe("3 أيام");
    expect(count(7, day)).toBe("7 أيام");
    expect(count(10, minute)).toBe("10 دقائق");
    expect(count(5, dirham)).toBe("5 دراهم");
    expect(count(5, workingDay, "genitive")).toBe("5 أيام عمل");
    expect(count(103, day)).toBe("103 أيام");
  });

  it("takes the accusative singular after 11 to 99, with tanween on the alif", () => {
    expect(count(11, day)).toBe("11 يوماً");
    expect(count(30, day)).toBe("30 يوماً");
    expect(count(99, dirham, "genitive")).toBe("99 درهماً");
    expect(count(30, minute)).toBe("30 دقيقة");
    expect(count(24, hour)).toBe("24 ساعة");
    expect(count(254, arabicNouns.character)).toBe("254 حرفاً");
    expect(count(30, day)).not.toContain("ًا");
  });

  it("takes the genitive singular after hundreds, zero and fractions", () => {
    expect(count(100, day)).toBe("100 يوم");
    expect(count(200, country)).toBe("200 دولة");
    expect(count(101, day)).toBe("101 يوم");
    expect(count(102, day)).toBe("102 يوم");
    expect(count(0, minute)).toBe("0 دقيقة");
    expect(count(0.5, hour)).toBe("0.5 ساعة");
    expect(count(2000, arabicNouns.character)).toBe("2,000 حرف");
  });

  it("joins the figure to its noun with a no-break space, so no line ends between them", () => {
    expect(arabicCount(200, country)).toBe(`200${NBSP}دولة`);
    expect(arabicCount(30, day)).not.toContain(" ");
  });

  it("gives the figure apart, empty where Arabic writes none", () => {
    expect(arabicCountParts(200, country)).toEqual({ figure: "200", noun: "دولة" });
    expect(arabicCountParts(2, minute, "genitive")).toEqual({ figure: "", noun: "دقيقتين" });
    expect(arabicCountParts(1, day)).toEqual({ figure: "", noun: "يوم واحد" });
  });

  it("derives the dual and the accusative of a regular noun, and keeps what it is given", () => {
    expect(arabicNoun({ singular: "أسبوع", plural: "أسابيع", gender: "masculine" })).toEqual({
      singular: "أسبوع",
      singularAccusative: "أسبوعاً",
      dual: "أسبوعان",
      dualOblique: "أسبوعين",
      plural: "أسابيع",
      gender: "masculine",
    });
    expect(arabicNoun({ singular: "وجهة", plural: "وجهات", gender: "feminine" })).toMatchObject({
      singularAccusative: "وجهة",
      dual: "وجهتان",
      dualOblique: "وجهتين",
    });
  });
});

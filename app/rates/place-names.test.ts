import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { locales } from "../i18n/locale";
import { LONG_FORM_MARKS, platformName } from "../tariffs/place-names";
import { TARIFFS_DIR } from "../tariffs/load-tariffs";
import { destinations, home } from "../tariffs/tariffs";
import { destinationGroups } from "./destination-rows.server";
import { internationalCallsView } from "./call-rates-view.server";
import { roamingView } from "./roaming-view.server";

/**
 * Every name the site writes differently from the platform, as reviewed: a change to
 * place-names.csv changes this list in the same commit, so each is looked at twice.
 */
const reviewed: Record<string, { en?: string; ar?: string; listedWith?: string }> = {
  PS: { en: "Palestine", ar: "فلسطين" },
  HK: { en: "Hong Kong", ar: "هونغ كونغ" },
  MO: { en: "Macau", ar: "ماكاو" },
  MM: { en: "Myanmar", ar: "ميانمار" },
  CD: { en: "Democratic Republic of the Congo", ar: "جمهورية الكونغو الديمقراطية" },
  CG: { en: "Republic of the Congo", ar: "جمهورية الكونغو" },
  HU: { ar: "المجر" },
  DK: { ar: "الدنمارك" },
  TL: { ar: "تيمور الشرقية" },
  IO: { en: "Diego Garcia", ar: "دييغو غارسيا" },
  CC: { en: "Cocos Islands", ar: "جزر كوكوس" },
  AG: { en: "Antigua and Barbuda" },
  BA: { en: "Bosnia and Herzegovina" },
  ST: { en: "São Tomé and Príncipe" },
  BL: { en: "Saint Barthélemy" },
  SH: { en: "Saint Helena" },
  KN: { en: "Saint Kitts and Nevis" },
  LC: { en: "Saint Lucia" },
  MF: { en: "Saint Martin" },
  PM: { en: "Saint Pierre and Miquelon" },
  VC: { en: "Saint Vincent and the Grenadines" },
  SJ: { en: "Svalbard and Jan Mayen" },
  TT: { en: "Trinidad and Tobago" },
  TC: { en: "Turks and Caicos Islands" },
  WF: { en: "Wallis and Futuna" },
  EH: { listedWith: "MA" },
};

const overridesFile = parse(readFileSync(path.join(TARIFFS_DIR, "place-names.csv"), "utf8"), {
  bom: true,
  columns: true,
}) as { country: string; name_en: string; name_ar: string; listed_with: string }[];

describe("the names of places", () => {
  it("are overridden in place-names.csv exactly where reviewed", () => {
    const listed = Object.fromEntries(
      overridesFile.map((row) => [
        row.country,
        {
          ...(row.name_en ? { en: row.name_en } : {}),
          ...(row.name_ar ? { ar: row.name_ar } : {}),
          ...(row.listed_with ? { listedWith: row.listed_with } : {}),
        },
      ]),
    );
    expect(listed).toEqual(reviewed);
  });

  it("are the reviewed ones where given, and the platform's elsewhere", () => {
    for (const destination of destinations) {
      for (const locale of locales) {
        const expected =
          reviewed[destination.country]?.[locale] ?? platformName(destination.country, locale);
        expect(destination.names[locale], destination.country).toBe(expected);
      }
    }
  });

  it("never keep a long form of the platform's: each is overridden", () => {
    const unreviewed: string[] = [];
    for (const place of [...destinations, home]) {
      for (const locale of locales) {
        const platform = platformName(place.country, locale);
        if (LONG_FORM_MARKS[locale].test(platform) && !reviewed[place.country]?.[locale]) {
          unreviewed.push(`${place.country} ${platform}`);
        }
        expect(place.names[locale], place.country).not.toMatch(LONG_FORM_MARKS[locale]);
      }
    }
    expect(unreviewed).toEqual([]);
    // The marks do catch the platform's long forms.
    expect(platformName("PS", "en")).toMatch(LONG_FORM_MARKS.en);
    expect(platformName("PS", "ar")).toMatch(LONG_FORM_MARKS.ar);
    expect(platformName("HK", "en")).toMatch(LONG_FORM_MARKS.en);
    expect(platformName("MM", "ar")).toMatch(LONG_FORM_MARKS.ar);
    expect(platformName("KN", "en")).toMatch(LONG_FORM_MARKS.en);
  });

  it("list Western Sahara with Morocco: one row, one price, for +212", () => {
    expect(destinations.map((destination) => destination.country)).not.toContain("EH");
    const on212 = destinations.filter((destination) => destination.dialCodes.includes("212"));
    expect(on212.map((destination) => destination.country)).toEqual(["MA"]);
    expect(on212[0]?.alsoCovers).toEqual(["EH"]);
  });

  it("are the ones the rates pages, their search and their structured data write", () => {
    for (const locale of locales) {
      const name = reviewed.PS?.[locale] ?? "";
      const rows = destinationGroups(locale, { cities: false }).flatMap((group) => group.rows);
      expect(rows.find((row) => row.id === "ps")?.name).toBe(name);
      for (const view of [
        internationalCallsView(locale, "", new URL("https://localhost/")),
        roamingView(locale, ""),
      ]) {
        const text = JSON.stringify(view);
        expect(text).toContain(`"${name}"`);
        expect(text).not.toContain(platformName("PS", locale));
        expect(JSON.stringify(view.structuredData)).toContain(`"name":"${name}"`);
      }
    }
  });
});

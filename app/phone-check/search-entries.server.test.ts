import { describe, expect, it } from "vitest";
import { plainText } from "../i18n/bidi";
import type { Locale } from "../i18n/locale";
import { searchSite, siteIndex } from "../search/site-index";
import { deviceSearchEntries } from "./search-entries.server";

/** The phones group's answers to a query, each its title, line and link. */
function phones(locale: Locale, query: string) {
  const { groups } = searchSite(siteIndex(deviceSearchEntries(locale)), query, 5);
  return (groups.find((group) => group.kind === "phones")?.entries ?? []).map((entry) => ({
    title: entry.title,
    line: typeof entry.line === "function" ? "" : plainText(entry.line),
    href: entry.href,
  }));
}

describe("the site search finds whether a phone is ready", () => {
  it.each(["esim", "eSIM", "is my phone ready", "Is my phone ready?", "wifi calling"])(
    "%s finds the page",
    (query) => {
      expect(phones("en", query)).toEqual([
        expect.objectContaining({ title: "Is my phone ready?", href: "/devices" }),
      ]);
    },
  );

  it("finds the page in Arabic by its words in either language", () => {
    for (const query of ["هل هاتفي جاهز", "الشريحة الإلكترونية", "esim"]) {
      expect(phones("ar", query)).toEqual([
        expect.objectContaining({ title: "هل هاتفك جاهز؟", href: "/ar/devices" }),
      ]);
    }
  });

  it("iphone 15 esim finds the iPhone 15, with its four answers and a link to them", () => {
    expect(phones("en", "iphone 15 esim")).toEqual([
      {
        title: "Apple iPhone 15",
        line: "eSIM: Yes, 5G: Yes, VoLTE: Yes, Wi-Fi calling: Yes",
        href: "/devices?model=Apple+iPhone+15",
      },
    ]);
    expect(phones("ar", "galaxy a15 5g")[0]).toEqual({
      title: "Samsung Galaxy A15 5G",
      line: "الشريحة الإلكترونية (eSIM): لا، شبكة 5G: نعم، مكالمات VoLTE: نعم، الاتصال عبر Wi-Fi: نعم",
      href: "/ar/devices?model=Samsung+Galaxy+A15+5G",
    });
  });
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { plainText } from "../i18n/bidi";
import { locales } from "../i18n/locale";
import { legalSlugs, statementPagePaths } from "../site/paths";
import { wordsOf, statementWords } from "./words.server";
import { complaintPromises } from "../domain/catalog";
import { siteConfig } from "../domain/site-config";
import { isPhraseWithRuns, ruleText } from "./house-rules";

/**
 * Every string reachable in a content value, with the path that leads to it; a phrase with
 * left-to-right runs is one string, its runs between U+2066 and U+2069 (`ruleText`).
 */
function* stringsIn(value: unknown, path = ""): Generator<[string, string]> {
  if (typeof value === "string") yield [path, value];
  else if (isPhraseWithRuns(value)) yield [path, ruleText(value)];
  else if (typeof value === "function") yield [path, String(value("2026"))];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringsIn(item, `${path}[${index}]`);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, `${path}.${key}`);
  }
}

const unfinished = /lorem|ipsum|\bTBD\b|\bTODO\b|placeholder|\{\w+\}|\$\{|undefined|\[object/i;

describe.each(locales)("content in %s", (locale) => {
  const everything = {
    layout: wordsOf(locale, "layout"),
    home: wordsOf(locale, "home"),
    legal: Object.fromEntries(legalSlugs.map((slug) => [slug, wordsOf(locale, "legal")[slug]])),
    statements: Object.fromEntries(
      statementPagePaths.map((path) => [path, wordsOf(locale, statementWords[path])]),
    ),
  };

  it("has no empty, unfinished or placeholder text", () => {
    for (const [path, text] of stringsIn(everything)) {
      expect(text.trim(), path).not.toBe("");
      expect(text, path).not.toMatch(unfinished);
    }
  });

  it("gives every page a title and a meta description of useful length", () => {
    const metas = [
      everything.home.meta,
      ...legalSlugs.map((slug) => wordsOf(locale, "legal")[slug].meta),
      ...statementPagePaths.map((path) => wordsOf(locale, statementWords[path]).meta),
      everything.layout.notFound,
      everything.layout.badRequest,
      everything.layout.methodNotAllowed,
      everything.layout.formRefused,
      everything.layout.formTooLong,
      everything.layout.unexpectedError,
    ];
    for (const meta of metas) {
      expect(meta.title.length).toBeGreaterThan(3);
      expect(plainText(meta.description).length).toBeGreaterThanOrEqual(40);
      expect(plainText(meta.description).length).toBeLessThanOrEqual(170);
    }
  });

  it("has Terms of Service of exactly five numbered clauses, in order", () => {
    const terms = wordsOf(locale, "legal").terms;
    expect(terms.numbered).toBe(true);
    expect(terms.sections.map((section) => section.id)).toEqual([
      "acceptance",
      "service-description",
      "user-obligations",
      "service-modifications",
      "termination",
    ]);
  });

  it("has a Privacy Policy with every topic it must cover", () => {
    const privacy = wordsOf(locale, "legal").privacy;
    expect(privacy.sections.map((section) => section.id)).toEqual([
      "collection",
      "use",
      "disclosure",
      "purpose",
      "access-and-updating",
      "contact",
    ]);
  });

  it("has a Cookie Policy with every topic it must cover", () => {
    const cookies = wordsOf(locale, "legal")["cookie-policy"];
    expect(cookies.sections.map((section) => section.id)).toEqual([
      "what-cookies-are",
      "why-we-use-cookies",
      "how-to-control-cookies",
      "changes",
      "contact",
    ]);
  });

  it("has a complaints procedure covering each channel, the reference, the promises and the regulator", () => {
    expect(
      wordsOf(locale, statementWords["/complaints"]).sections.map((section) => section.id),
    ).toEqual(["how-to-complain", "reference", "our-promises", "escalation", "website"]);
  });

  it("has an accessibility statement with every part a statement needs", () => {
    expect(
      wordsOf(locale, statementWords["/accessibility"]).sections.map((section) => section.id),
    ).toEqual(["standard", "how-we-test", "known-limitations", "report-a-barrier"]);
  });

  it("gives each legal page and statement a valid date and unique section ids", () => {
    const documents = [
      ...legalSlugs.map((slug) => wordsOf(locale, "legal")[slug]),
      ...statementPagePaths.map((path) => wordsOf(locale, statementWords[path])),
    ];
    for (const document of documents) {
      expect(document.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(document.lastUpdated))).toBe(false);
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe("English legal texts tell the truth about the site", () => {
  const text = (slug: (typeof legalSlugs)[number]) =>
    [...stringsIn(wordsOf("en", "legal")[slug])].map(([, value]) => value).join(" ");

  it("names the four cookie categories and says none is in use", () => {
    const cookies = text("cookie-policy");
    for (const category of [
      /essential/i,
      /performance and analytics/i,
      /functional/i,
      /advertising/i,
    ]) {
      expect(cookies).toMatch(category);
    }
    expect(cookies).toMatch(/sets no cookies|does not set any cookies|no cookies/i);
  });

  it("states the 12-month retention of messages and sign-up requests, and the support contacts", () => {
    const privacy = text("privacy");
    expect(privacy).toMatch(/messages and sign-up requests for 12\smonths/);
    expect(privacy).toContain(siteConfig.email.address);
    expect(privacy).toContain(siteConfig.phone.display);
  });
});

describe.each(locales)("the %s complaints procedure", (locale) => {
  const links = (value: unknown) =>
    [...stringsIn(value)].filter(([path]) => path.endsWith(".href")).map(([, href]) => href);
  const complaints = wordsOf(locale, statementWords["/complaints"]);

  it("states each promise with the figure it keeps", () => {
    const text = [...stringsIn(complaints)].map(([, value]) => value).join(" ");
    const { acknowledgeWithinWorkingDays, mostResolvedWithinWorkingDays, finalAnswerWithinDays } =
      complaintPromises;
    expect(acknowledgeWithinWorkingDays).toBe(1);
    expect(text).toMatch(locale === "en" ? /within 1\u00a0working day\b/i : /خلال يوم عمل واحد/);
    expect(text).toContain(`${mostResolvedWithinWorkingDays}\u00a0`);
    expect(text).toContain(`${finalAnswerWithinDays}\u00a0`);
  });

  it("leads to the form marked as a complaint, to the regulator's site and to the statement", () => {
    const hrefs = links(complaints);
    expect(hrefs).toContain(
      locale === "en" ? "/?topic=complaint#contact" : "/ar?topic=complaint#contact",
    );
    expect(hrefs).toContain(locale === "en" ? "/accessibility" : "/ar/accessibility");
    const regulator = hrefs.map((href) => new URL(href, siteConfig.defaultOrigin));
    expect(regulator.some((url) => url.protocol === "https:" && url.host === "tdra.gov.ae")).toBe(
      true,
    );
  });

  it("is linked from the Terms of Service and the accessibility statement", () => {
    const path = locale === "en" ? "/complaints" : "/ar/complaints";
    expect(links(wordsOf(locale, "legal").terms)).toContain(path);
    expect(links(wordsOf(locale, statementWords["/accessibility"]))).toContain(path);
  });
});

describe("site configuration", () => {
  it("points every outside link at a real https address, never a dead #", () => {
    const links = [
      ...Object.values(siteConfig.externalLinks),
      ...siteConfig.social.map((s) => s.href),
    ];
    for (const href of links) {
      expect(new URL(href).protocol).toBe("https:");
    }
  });

  it("holds the operator's support contacts", () => {
    expect(siteConfig.phone).toMatchObject({ display: "800 72422", href: "tel:80072422" });
    expect(siteConfig.email.href).toBe("mailto:care@sahabmobile.ae");
  });

  // A rebrand or a new number is a one-file change only if no locale module writes one down.
  const localeModules = locales.flatMap((locale) =>
    readdirSync(new URL(`./${locale}/`, import.meta.url)).map((file) => `${locale}/${file}`),
  );
  it.each(localeModules)("%s takes every brand name, number and address from it", (file) => {
    const source = readFileSync(new URL(`./${file}`, import.meta.url), "utf8");
    const brandFacts = [
      "Sahab",
      "سحاب",
      siteConfig.phone.display,
      siteConfig.phone.href,
      siteConfig.phone.mnemonic,
      siteConfig.email.address,
      "sahabmobile",
      siteConfig.balanceShortCode,
    ];
    for (const fact of brandFacts) expect(source, fact).not.toContain(fact);
  });
});

/** The keys of a content value, all the way down; arrays and texts are leaves. */
function keyShape(value: unknown): unknown {
  if (typeof value === "string" || isPhraseWithRuns(value)) return "text";
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, keyShape(item)]));
  }
  return Array.isArray(value) ? "list" : typeof value;
}

describe("every locale", () => {
  const contentOf = (locale: (typeof locales)[number]) => ({
    layout: wordsOf(locale, "layout"),
    home: wordsOf(locale, "home"),
    legal: Object.fromEntries(legalSlugs.map((slug) => [slug, wordsOf(locale, "legal")[slug]])),
    statements: Object.fromEntries(
      statementPagePaths.map((path) => [path, wordsOf(locale, statementWords[path])]),
    ),
  });

  it.each(locales)("%s provides every content key the English has", (locale) => {
    expect(keyShape(contentOf(locale))).toEqual(keyShape(contentOf("en")));
  });

  it("Arabic has no Latin text outside isolated left-to-right runs", () => {
    // The email and phone inputs are left to right themselves (`dir="ltr"`), their examples too.
    const technical = /\.(lang|dir|intlLocale|id|href)$|\.fields\.(email|phone)\.placeholder$/;
    for (const [path, text] of stringsIn(contentOf("ar"))) {
      if (technical.test(path)) continue;
      const outsideIsolates = text.replace(/\u2066[^\u2069]*\u2069/g, "");
      expect(outsideIsolates, path).not.toMatch(/[A-Za-z]/);
      expect(text, path).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
  });
});

describe("every page's words", () => {
  // One layout (docs/decisions/093-a-page-words-type-beside-its-locale-modules.md): the type in
  // `app/content/<page>.ts`, the words in `en/<page>.ts` and `ar/<page>.ts`. The phrases are no
  // page's: each language writes its own, and the pages' modules are written with them.
  const modulesOf = (locale: string) =>
    readdirSync(new URL(`./${locale}/`, import.meta.url)).filter((file) => file !== "phrases.ts");

  it.each(locales)("%s writes the same pages as the English", (locale) => {
    expect(modulesOf(locale)).toEqual(modulesOf("en"));
  });

  it.each(modulesOf("en"))("%s has its type beside its two locale modules", (file) => {
    expect(existsSync(new URL(`./${file}`, import.meta.url))).toBe(true);
  });
});

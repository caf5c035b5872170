import { afterEach, describe, expect, it, vi } from "vitest";
import type * as ContactFieldsModule from "../app/domain/contact-fields";
import type * as FormLimitsModule from "../app/domain/form-limits";
import type * as RoamingExamplesModule from "../app/tariffs/roaming-examples";
import type * as TariffsModule from "../app/tariffs/tariffs";
import type * as CatalogModule from "../app/domain/catalog";
import type * as SiteConfigModule from "../app/domain/site-config";
import { stringsIn } from "./support/content-strings";
import type { ArabicNoun } from "../app/i18n/arabic-count";
import { arabicNouns } from "../app/i18n/arabic-nouns";
import { NBSP } from "../app/i18n/count-parts";
import { englishNouns } from "../app/i18n/english-count";
import type { Locale } from "../app/i18n/locale";

/**
 * Every sentence with a number, written for each count whose form differs in Arabic: one and
 * two in words, 3–10 with the plural, 11–99 with the accusative singular, 100 with the
 * singular. Every figure the words take (the tariff files, the claims, the form's limits, the
 * site's promises) is set to the count, and each locale's modules are read afresh, so a
 * sentence that pasted a figure into a string shows here as a wrong form.
 */
const COUNTS = [1, 2, 3, 11, 100] as const;

/** Minutes counted where a word governs them (an object, after a preposition): the dual's -ين. */
const minutesGoverned: Record<(typeof COUNTS)[number], string> = {
  1: "دقيقة واحدة",
  2: "دقيقتين",
  3: `3${NBSP}دقائق`,
  11: `11${NBSP}دقيقة`,
  100: `100${NBSP}دقيقة`,
};

/** The locale's content with every figure its sentences count set to `count`. */
async function contentCounting(count: number, locale: Locale): Promise<[string, string][]> {
  vi.resetModules();
  const fils = count * 100;
  vi.doMock("../app/tariffs/tariffs", async (importOriginal) => {
    const real = await importOriginal<typeof TariffsModule>();
    const counted = <T>(amount: T) => (typeof amount === "number" ? count : amount);
    const plans = real.plans.map((plan) => ({
      ...plan,
      monthlyPriceFils: fils,
      dataGb: counted(plan.dataGb),
      callMinutes: counted(plan.callMinutes),
      sms: counted(plan.sms),
    }));
    const internetPackages = real.internetPackages.map((pack) => ({
      ...pack,
      priceFils: fils,
      dataGb: counted(pack.dataGb),
      validity: { ...pack.validity, value: count },
    }));
    const roamingZones = real.tariffs.roamingZones.map((zone) => ({
      ...zone,
      dayPass: { ...zone.dayPass, priceFils: fils, minutes: count },
    }));
    const planTerms = Object.fromEntries(
      Object.entries(real.planTerms).map(([name, value]) => [
        name,
        name.endsWith("Fils") ? fils : typeof value === "number" ? count : value,
      ]),
    );
    const byId = (id: string) => plans.find((plan) => plan.id === id) ?? plans[0];
    // The roaming rules' figures: the roaming day's hours, the billing steps, the cap.
    const roamingTerms = {
      ...real.roamingTerms,
      dayHours: count,
      callStepSeconds: count,
      dataStepKb: count,
    };
    const roamingSafeguards = { ...real.roamingSafeguards, spendingCapFils: fils };
    const callHomePacks = real.callHomePacks.map((pack) => ({ ...pack, validDays: count }));
    return {
      ...real,
      tariffs: { ...real.tariffs, plans, internetPackages, roamingZones, planTerms },
      roamingTerms,
      roamingSafeguards,
      callHomePacks,
      plans,
      internetPackages,
      planTerms,
      lowestMonthlyPriceFils: fils,
      planCallMinutes: (id: string) => byId(id)?.callMinutes,
    };
  });
  vi.doMock("../app/domain/catalog", async (importOriginal) => {
    const real = await importOriginal<typeof CatalogModule>();
    return {
      ...real,
      claims: { activationMinutes: count, callCountries: count },
      complaintPromises: {
        acknowledgeWithinWorkingDays: count,
        mostResolvedWithinWorkingDays: count,
        finalAnswerWithinDays: count,
      },
    };
  });
  vi.doMock("../app/domain/site-config", async (importOriginal) => {
    const real = await importOriginal<typeof SiteConfigModule>();
    return { ...real, siteConfig: { ...real.siteConfig, replyWithinHours: count } };
  });
  vi.doMock("../app/domain/contact-fields", async (importOriginal) => {
    const real = await importOriginal<typeof ContactFieldsModule>();
    return { ...real, MAX_NAME: count, MAX_EMAIL: count, MAX_MESSAGE: count, MAX_PHONE: count };
  });
  vi.doMock("../app/domain/form-limits", async (importOriginal) => {
    const real = await importOriginal<typeof FormLimitsModule>();
    return { ...real, FINDER_LIMITS: { data: count, minutes: count }, MAX_MONTHLY_MINUTES: count };
  });
  vi.doMock("../app/tariffs/roaming-examples", async (importOriginal) => {
    const real = await importOriginal<typeof RoamingExamplesModule>();
    const { twoTexts, mapsAndCalls } = real.exampleUses;
    return {
      ...real,
      exampleUses: {
        twoTexts: { ...twoTexts, smsSent: count },
        mapsAndCalls: {
          ...mapsAndCalls,
          callSecondsToUaeOrLocal: count * 60,
          callSecondsReceived: count * 60,
        },
      },
    };
  });
  const modules = import.meta.glob<Record<string, unknown>>("../app/content/*/*.ts");
  const texts: [string, string][] = [];
  for (const [file, load] of Object.entries(modules)) {
    if (!file.startsWith(`../app/content/${locale}/`)) continue;
    texts.push(...stringsIn(await load(), file, count));
  }
  return texts;
}

afterEach(() => {
  vi.doUnmock("../app/tariffs/tariffs");
  vi.doUnmock("../app/domain/catalog");
  vi.doUnmock("../app/domain/site-config");
  vi.doUnmock("../app/domain/contact-fields");
  vi.doUnmock("../app/domain/form-limits");
  vi.doUnmock("../app/tariffs/roaming-examples");
});

/** The noun forms a figure of `count` must not be followed by, in Arabic. */
function wrongArabicForms(count: number, noun: ArabicNoun): string[] {
  const forms = [noun.singular, noun.singularAccusative, noun.plural];
  const right =
    count <= 2
      ? []
      : count <= 10
        ? [noun.plural]
        : count < 100
          ? [noun.singularAccusative]
          : [noun.singular];
  return forms.filter((form) => !right.includes(form));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** "2 يوم", "3 يوماً", "11 أيام", "100 يوماً": a figure followed by a form its count refuses. */
function arabicMiscounts(text: string, count: number): string[] {
  const found: string[] = [];
  for (const [name, noun] of Object.entries(arabicNouns)) {
    // A price tag says درهم whatever the amount ("بسعر 11 درهم"); a sentence counts them.
    if (name === "dirham") continue;
    for (const form of wrongArabicForms(count, noun)) {
      // "11 يوم عمل" is the accusative of a noun phrase, which shows no tanween.
      const wrong = new RegExp(
        `(?<![\\d.,])${count}${NBSP}${escape(form)}(?![\\p{L}\\u064B-\\u0652]| عمل)`,
        "u",
      );
      if (wrong.test(text)) found.push(`${count} ${form}`);
    }
    // The dual after a preposition or a verb that governs it is oblique: "خلال يومين".
    if (
      count === 2 &&
      new RegExp(`(?:من|مقابل|خلال|قبل|بعد|إلى|لمدة|على|تجاوز|تجاوزت|تغطي) ${noun.dual}`).test(text)
    ) {
      found.push(`nominative ${noun.dual} after a word that governs it`);
    }
  }
  // Dirhams counted after a preposition ("من 11 درهماً"), where a price tag would be wrong.
  if (count > 10 && count < 100 && new RegExp(`(?:من|مقابل) ${count}${NBSP}درهم(?!اً)`).test(text)) {
    found.push(`${count} درهم after من/مقابل`);
  }
  return found;
}

function englishMiscounts(text: string, count: number): string[] {
  const found: string[] = [];
  for (const noun of Object.values(englishNouns)) {
    if (noun.one === noun.other) continue;
    const wrong = count === 1 ? noun.other : noun.one;
    if (new RegExp(`(?<![\\d.,])${count}${NBSP}${wrong}\\b`).test(text))
      found.push(`${count} ${wrong}`);
  }
  return found;
}

describe.each(COUNTS)("every sentence that counts %i", (count) => {
  it("writes the Arabic noun in the form the number and its place ask for", async () => {
    const texts = await contentCounting(count, "ar");
    expect(texts.length).toBeGreaterThan(200);
    const wrong = texts.flatMap(([path, text]) =>
      arabicMiscounts(text, count).map((miscount) => `${path}: ${miscount} in “${text}”`),
    );
    expect(wrong).toEqual([]);
    // One and two are words in Arabic: no sentence shows the figure before a counted noun
    // (a price tag, "1 درهم", is not a count).
    if (count <= 2) {
      const figures = texts.filter(([, text]) =>
        new RegExp(
          `(?<![\\d.,])${count}${NBSP}(?:يوم|دقيق|ساع|دول|وجه|رسال|حرف|خان|شهر|أسبوع|عام)`,
        ).test(text),
      );
      expect(figures).toEqual([]);
    }
  });

  it("writes the English noun in the form the number asks for", async () => {
    const texts = await contentCounting(count, "en");
    const wrong = texts.flatMap(([path, text]) =>
      englishMiscounts(text, count).map((miscount) => `${path}: ${miscount} in “${text}”`),
    );
    expect(wrong).toEqual([]);
  });

  it("leaves no figure unfilled", async () => {
    for (const locale of ["en", "ar"] as const) {
      const texts = await contentCounting(count, locale);
      expect(texts.filter(([, text]) => /NaN|undefined|\[object/.test(text))).toEqual([]);
    }
  });
});

describe("the plan finder's answer, built on request from what the visitor typed", () => {
  const validity: Record<(typeof COUNTS)[number], string> = {
    1: "يوم واحد",
    2: "يومان",
    3: `3${NBSP}أيام`,
    11: `11${NBSP}يوماً`,
    100: `100${NBSP}يوم`,
  };

  it.each(COUNTS)(
    "counts %i minutes as the object of تغطي, and a validity as a predicate",
    async (count) => {
      vi.resetModules();
      const { plansContent } = await import("../app/content/ar/plans");
      const { finder } = plansContent.overview;
      const facts = { plan: "الأساسية", price: "99 درهم", dataGb: count, minutes: count };
      expect(finder.planCovers(facts)).toBe(
        `الباقة الأساسية بسعر 99 درهم شهرياً هي أوفر باقة تناسبك: تغطي ${count}${NBSP}جيجابايت من البيانات و${minutesGoverned[count]} من المكالمات شهرياً.`,
      );
      expect(
        finder.packageCheaper({
          ...facts,
          package: "الشهرية الأساسية",
          planPrice: "1",
          packagePrice: "2",
        }),
      ).toContain(
        ` لتغطية ${count}${NBSP}جيجابايت من البيانات و${minutesGoverned[count]} من المكالمات شهرياً.`,
      );
      expect(finder.packageValidity({ value: count, unit: "day" })).toBe(
        `صلاحية باقة البيانات ${validity[count]}، فأضف باقة جديدة في كل شهر فوترة.`,
      );
    },
  );

  it("names only what the visitor uses", async () => {
    vi.resetModules();
    const ar = (await import("../app/content/ar/plans")).plansContent.overview.finder;
    const en = (await import("../app/content/en/plans")).plansContent.overview.finder;
    const facts = { plan: "الأساسية", price: "99 درهم", dataGb: 0, minutes: 0 };
    expect(ar.planCovers(facts)).toBe("الباقة الأساسية بسعر 99 درهم شهرياً هي أوفر باقة تناسبك.");
    expect(ar.planCovers({ ...facts, minutes: 2 })).toContain(": تغطي دقيقتين من المكالمات شهرياً.");
    expect(en.planCovers({ ...facts, plan: "Basic", price: "AED 99", dataGb: 2.5 })).toBe(
      `Basic at AED 99${NBSP}a month is the cheapest plan that covers 2.5GB of data a month.`,
    );
  });
});

describe("the rates pages' answers, built on request from what the visitor typed", () => {
  const nominative = { ...minutesGoverned, 2: "دقيقتان" };
  const afterPreposition = minutesGoverned;
  const destinationsFound: Record<(typeof COUNTS)[number], string> = {
    1: "وجهة واحدة مطابقة",
    2: "وجهتان مطابقتان",
    3: `3${NBSP}وجهات مطابقة`,
    11: `11${NBSP}وجهة مطابقة`,
    100: `100${NBSP}وجهة مطابقة`,
  };
  const format = {
    money: (fils: number) => `${fils / 100}${NBSP}درهم`,
    count: String,
    plural: (value: number) => new Intl.PluralRules("ar-AE").select(value),
  };
  const asked = (minutes: number, packNames: string[] = []) => ({
    minutes,
    place: "الهند",
    minuteFils: 100,
    packNames,
    zoneHasPacks: true,
  });

  it.each(COUNTS)(
    "counts %i minutes as the estimate's subject, and after عن past a pack",
    async (count) => {
      vi.resetModules();
      const { estimateSentences } = await import("../app/rates/call-estimate");
      const words = (await import("../app/content/ar/call-rules")).callRules.estimate;
      const payg = { packs: [], paygMinutes: count, totalFils: count * 100, paygOnlyFils: 0 };
      expect(estimateSentences(payg, asked(count), words, format)).toEqual([
        `${nominative[count]} شهرياً إلى الهند: ${count}${NBSP}درهم شهرياً.`,
        `الدفع حسب الاستخدام: ${nominative[count]} بسعر 1${NBSP}درهم للدقيقة.`,
      ]);
      const pack = { id: "call-home-60", minutes: 60, priceFils: 3_000 };
      const way = { packs: [pack], paygMinutes: count, totalFils: 1, paygOnlyFils: 1 };
      expect(estimateSentences(way, asked(60 + count, ["اتصل بالأهل 60"]), words, format)[1]).toBe(
        `اشترك في باقة «اتصل بالأهل 60»، ثم ادفع حسب الاستخدام عن ${afterPreposition[count]} بسعر 1${NBSP}درهم للدقيقة.`,
      );
    },
  );

  it("names two packs in the dual, each in its quotation marks", async () => {
    vi.resetModules();
    const { estimateSentences } = await import("../app/rates/call-estimate");
    const words = (await import("../app/content/ar/call-rules")).callRules.estimate;
    const packs = [
      { id: "call-home-60", minutes: 60, priceFils: 3_000 },
      { id: "call-home-150", minutes: 150, priceFils: 6_000 },
    ];
    const way = { packs, paygMinutes: 0, totalFils: 9_000, paygOnlyFils: 15_750 };
    const names = ["اتصل بالأهل 60", "اتصل بالأهل 150"];
    expect(estimateSentences(way, asked(210, names), words, format).slice(1)).toEqual([
      `اشترك في باقتي «اتصل بالأهل 60»${NBSP}و«اتصل بالأهل 150».`,
      `تكلفة الدفع حسب الاستخدام وحده: 157.5${NBSP}درهم.`,
    ]);
  });

  it.each(COUNTS)("says how many of %i destinations the finder found", async (count) => {
    vi.resetModules();
    const { countMessage } = await import("../app/search/count-sentence");
    const { rates } = await import("../app/content/ar/rates");
    expect(countMessage(rates.internationalCalls.finder.found, count, "ar-AE")).toBe(
      destinationsFound[count],
    );
    expect(countMessage(rates.internationalCalls.finder.all, count, "ar-AE")).toMatch(
      count <= 2
        ? new RegExp(`^جميع الوجهات معروضة، وه(?:ي|ما) ${count === 1 ? "وجهة واحدة" : "وجهتان"}$`)
        : new RegExp(`^جميع الوجهات معروضة، وعددها ${count}${NBSP}وجه(?:ة|ات)$`),
    );
  });
});

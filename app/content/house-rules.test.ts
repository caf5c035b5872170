import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { figureViews, packageViews, planViews } from "./catalog-view";
import { NBSP } from "../i18n/count-parts";
import { type Locale, locales } from "../i18n/locale";
import { glossaryRules, houseRuleViolations } from "./house-rules";
import { wordsOf } from "./words.server";
import { stringsIn } from "../../tests/support/content-strings";

/**
 * Every module under a locale's folder, found by path rather than listed, so a page added
 * later is held to the rules from its first commit.
 */
const localeModules = import.meta.glob<Record<string, unknown>>("./*/**/*.ts", { eager: true });

function contentOf(locale: Locale): [string, unknown][] {
  const modules = Object.entries(localeModules).filter(([file]) => file.startsWith(`./${locale}/`));
  const { intlLocale } = wordsOf(locale, "layout");
  const home = wordsOf(locale, "home");
  // The figures the formatting code writes into the page, beside the words.
  const views = {
    // A plan's address is no text the page shows.
    plans: planViews(home.plans, intlLocale, locale).map((plan) => ({
      ...plan,
      detailsHref: "",
      chooseHref: "",
    })),
    packages: packageViews(home.internet, intlLocale),
    figures: figureViews(intlLocale),
  };
  return [...modules, ["catalogue views", views]];
}

describe.each(locales)("the %s content keeps the house rules", (locale) => {
  const content = contentOf(locale);

  it("finds the locale's modules", () => {
    const files = content.map(([file]) => file);
    expect(files).toEqual(
      expect.arrayContaining([
        `./${locale}/home.ts`,
        `./${locale}/layout.ts`,
        `./${locale}/legal.ts`,
      ]),
    );
  });

  it("breaks none of them in any text", () => {
    const broken = content.flatMap(([file, exports]) =>
      [...stringsIn(exports, file)].flatMap(([path, text]) =>
        houseRuleViolations(text, locale).map((rule) => `${path}: ${rule}`),
      ),
    );
    expect(broken).toEqual([]);
  });
});

describe("the house rules", () => {
  const breaks = (text: string, locale: Locale = "ar") => houseRuleViolations(text, locale);

  it("refuse a figure parted from its word by an ordinary space, in both languages", () => {
    expect(breaks("أكثر من 200 دولة")).toHaveLength(1);
    expect(breaks("over 200 countries", "en")).toHaveLength(1);
    expect(breaks(`أكثر من 200${NBSP}دولة`)).toEqual([]);
    expect(breaks(`over 200${NBSP}countries`, "en")).toEqual([]);
    expect(breaks("5GB", "en")).toEqual([]);
    expect(breaks("call \u2066800 SAHAB\u2069 now", "en")).toEqual([]);
  });

  it("refuse the CLDR signs, Arabic-Indic digits and Latin outside a run", () => {
    expect(breaks(`5${NBSP}غ.ب`)).toHaveLength(1);
    expect(breaks(`99${NBSP}د.إ.`)).toHaveLength(1);
    expect(breaks("٩٩")).toHaveLength(1);
    expect(breaks("شبكة 4G")).toHaveLength(1);
    expect(breaks("شبكة \u20664G\u2069")).toEqual([]);
    expect(breaks("شبكة \u20664G")).toHaveLength(2);
    expect(breaks("اتصل على 800 72422")).toHaveLength(1);
    expect(breaks("اتصل على \u2066800 72422\u2069")).toEqual([]);
    expect(breaks("اطلب *101#")).toHaveLength(1);
  });

  it("refuse every way of saying 24/7 but one", () => {
    for (const variant of [
      "على مدار الساعة",
      "على مدار 24 ساعة",
      `على مدار 24${NBSP}ساعة، 7${NBSP}أيام في الأسبوع`,
      "على مدار الساعة، طوال أيام الأسبوع",
      "ليلاً ونهاراً",
      "طوال أيام الأسبوع",
    ]) {
      expect(breaks(`مساعدة ${variant}.`), variant).not.toEqual([]);
    }
    expect(breaks("مساعدة على مدار الساعة طوال أيام الأسبوع.")).toEqual([]);
    expect(breaks(`call us, 24${NBSP}hours a day.`, "en")).toHaveLength(1);
    expect(breaks(`call us, 24${NBSP}hours a day, 7${NBSP}days a week.`, "en")).toEqual([]);
  });

  it("refuse Intl's tanween, the ghain spellings, حذف and باقات الإنترنت", () => {
    expect(breaks(`30${NBSP}يومًا`)).toHaveLength(1);
    expect(breaks(`100${NBSP}ميغابت/ث`)).toHaveLength(1);
    expect(breaks("سنحذفها")).toHaveLength(1);
    expect(breaks("باقات الإنترنت")).toHaveLength(1);
    expect(breaks("باقة إنترنت")).toHaveLength(1);
  });
});

describe("the glossary's rules", () => {
  const breaks = (text: string, locale: Locale = "ar") => houseRuleViolations(text, locale);
  const glossary = readFileSync(path.resolve("docs/glossary.md"), "utf8");

  it("each keep a phrase the glossary itself names", () => {
    const missing = glossaryRules.filter(({ glossary: phrase }) => !glossary.includes(phrase));
    expect(missing.map(({ glossary: phrase }) => phrase)).toEqual([]);
  });

  it("refuse every way of saying VAT included but one, in both languages", () => {
    for (const variant of [
      "شاملاً ضريبة القيمة المضافة",
      "شاملةً ضريبة القيمة المضافة",
      "شاملةً الضريبة",
      "شاملة الضريبة",
      "شامل ضريبة القيمة المضافة",
      "وتشمل ضريبة القيمة المضافة",
      "بما فيها ضريبة القيمة المضافة",
    ]) {
      expect(breaks(`الأسعار بالدرهم ${variant}.`), variant).not.toEqual([]);
    }
    expect(breaks("الأسعار بالدرهم، شاملة ضريبة القيمة المضافة بنسبة 5%.")).toEqual([]);
    expect(breaks("Prices incl. VAT", "en")).toHaveLength(1);
    expect(breaks("Prices including VAT", "en")).toHaveLength(1);
    expect(breaks("Prices in AED, VAT included", "en")).toEqual([]);
  });

  it("refuse the other words for mobile, allowance, calls to UAE numbers and a request", () => {
    expect(breaks("خدمة الهاتف المتحرك")).toHaveLength(1);
    expect(breaks("رقم الهاتف النقال")).toHaveLength(1);
    expect(breaks("عند نفاد رصيد البيانات")).toHaveLength(1);
    expect(breaks("المكالمات إلى أرقام إماراتية محلية")).toHaveLength(1);
    expect(breaks("مكالمات محلية من دقائق باقتك")).toHaveLength(1);
    expect(breaks("لجميع المكالمات داخل الإمارات")).toHaveLength(1);
    expect(breaks("فنرجو ألّا تفعّل خدمتنا")).toHaveLength(1);
    expect(breaks("خدمة الجوال، ورقم الجوال، وبيانات باقتك، والمكالمات المحلية")).toEqual([]);
    expect(
      breaks("المكالمات إلى أرقام الإمارات تُحتسب من دقائق باقتك. فيُرجى التواصل معنا."),
    ).toEqual([]);
  });

  it("refuse the calques and anything that speaks of prepaid plans or a fee to leave", () => {
    expect(breaks("رسائل نصية دون حساب")).toHaveLength(1);
    expect(breaks("أخبر أداة اختيار الباقة بما تستخدمه")).toHaveLength(1);
    expect(breaks("نموذج التواصل محدَّداً فيه أن رسالتك شكوى")).toHaveLength(1);
    expect(breaks("باقات الدفع المسبق")).toHaveLength(1);
    expect(breaks("أي رسوم إنهاء مبكر")).toHaveLength(1);
    expect(breaks("prepaid plans", "en")).toHaveLength(1);
    expect(breaks("any early-termination fee", "en")).toHaveLength(1);
    expect(breaks("ولا يلزمك حساب لدينا، ولك حق إنهاء الاشتراك دون رسوم.")).toEqual([]);
  });
});

import { isLtrRun, type LtrRun, phraseParts, type Phrase } from "../i18n/bidi";
import type { Locale } from "../i18n/locale";

/**
 * The mechanical house rules of the site's text (docs/glossary.md), as patterns a test can
 * hold every locale's content to: the content modules (house-rules.test.ts) and the text of
 * every rendered page (tests/e2e/figures.spec.ts).
 */
export interface HouseRule {
  /** What the rule asks for, as a failing test says it. */
  rule: string;
  /** Text that breaks it. */
  pattern: RegExp;
  locales: readonly Locale[];
  /** Whether left-to-right runs (`ltr()`, between U+2066 and U+2069) are held to it too. */
  insideRuns?: boolean;
  /** Whether the rule reads content as written, where runs are marked (not rendered text). */
  contentOnly?: boolean;
}

/**
 * The variants the glossary rules out, one rule per recurring phrase: each names the one way
 * to say it, as docs/glossary.md has it (`glossary`, which a test finds there word for word).
 */
export const glossaryRules: readonly (HouseRule & { glossary: string })[] = [
  {
    rule: "VAT included is said one way, of prices: الأسعار شاملة ضريبة القيمة المضافة (vatIncluded in ar/phrases.ts)",
    glossary: "شاملة ضريبة القيمة المضافة",
    pattern:
      /شامل(?!ة ضريبة القيمة المضافة)\S*\s+(?:ل)?(?:ال)?ضريبة|[يت]شمل\s+(?:ال)?ضريبة|بما (?:في|فيها|فيه)(?: ذلك)? (?:ال)?ضريبة/,
    locales: ["ar"],
  },
  {
    rule: "VAT included is said “VAT included” (or “include 5% VAT” in the prices' note)",
    glossary: "VAT included",
    pattern: /incl\.\s*VAT|inclusive of VAT|including VAT|VAT[- ]inclusive/i,
    locales: ["en"],
  },
  {
    rule: "mobile is الجوال (خدمة الجوال، رقم الجوال), never الهاتف المتحرك, النقال or المحمول",
    glossary: "الجوال",
    pattern: /هاتف (?:ال)?(?:متحرك|نقال|محمول)/,
    locales: ["ar"],
  },
  {
    rule: "رصيد is prepaid credit, which we do not sell: an allowance is المزايا المشمولة, بيانات باقتك, دقائق باقتك",
    glossary: "المزايا المشمولة",
    pattern: /رصيد/,
    locales: ["ar"],
  },
  {
    rule: "calls to UAE numbers are المكالمات إلى أرقام الإمارات; محلية only in the names المكالمات المحلية، الدقائق المحلية",
    glossary: "المكالمات إلى أرقام الإمارات",
    pattern: /(?<!ال)مكالمات محلية|أرقام إماراتية|(?:ال)?مكالمات(?:ك)? داخل الإمارات/,
    locales: ["ar"],
  },
  {
    rule: "a request is يُرجى, never a plea (نرجو، الرجاء، نأمل منك)",
    glossary: "يُرجى",
    pattern: /نرجو|الرجاء|نأمل منك/,
    locales: ["ar"],
  },
  {
    rule: "no calques: unlimited is غير محدودة (not دون حساب); the finder is used, not told (أدخل، not أخبر الأداة)",
    glossary: "غير محدود / غير محدودة",
    pattern: /(?:دون|بلا|بدون) حساب(?! لدينا)|أخبر(?:ها)? أداة|أخبرها ب|محدَّداً فيه/,
    locales: ["ar"],
  },
  {
    rule: "the plans are postpaid (الدفع الآجل): no page speaks of prepaid plans",
    glossary: "الدفع الآجل",
    pattern: /الدفع المسبق|مسبقة الدفع|مسبق الدفع/,
    locales: ["ar"],
  },
  {
    rule: "the plans are postpaid: no page speaks of prepaid plans",
    glossary: "postpaid",
    pattern: /pre-?paid/i,
    locales: ["en"],
  },
  {
    rule: "leaving is free: no early-termination fee, in any wording",
    glossary: "حق إنهاء الاشتراك دون رسوم",
    pattern: /إنهاء مبكر|الإنهاء المبكر|رسوم (?:ال)?إنهاء(?! الاشتراك دون)/,
    locales: ["ar"],
  },
  {
    rule: "leaving is free: no early-termination fee, in any wording",
    glossary: "the right to leave without a fee",
    pattern: /early[- ](?:termination|ending|exit|cancellation)/i,
    locales: ["en"],
  },
  {
    rule: "a complaint is شكوى (شكاوى), never تظلم",
    glossary: "شكوى (شكاوى)",
    pattern: /تظلّ?م/,
    locales: ["ar"],
  },
];

export const houseRules: readonly HouseRule[] = [
  {
    rule: "a figure is held to the word after it by a no-break space (NBSP from app/i18n/count-parts)",
    pattern: /\d[ \t\r\n]+\p{L}/u,
    locales: ["en", "ar"],
  },
  {
    rule: "Western digits (0–9), never Arabic-Indic ones",
    pattern: /[\u0660-\u0669\u06F0-\u06F9]/,
    locales: ["ar"],
    insideRuns: true,
  },
  {
    rule: "Latin text only inside a left-to-right run: ltr(…) from app/i18n/bidi",
    pattern: /[A-Za-z]/,
    locales: ["ar"],
    contentOnly: true,
  },
  {
    rule: "a phone number or code is a left-to-right run: ltr(…), or Arabic reorders its groups",
    pattern: /\d[ \u00a0]+[+\d]|[+*#]\d/,
    locales: ["ar"],
    contentOnly: true,
  },
  {
    rule: "gigabytes are جيجابايت, never the abbreviation غ.ب",
    pattern: /غ\.\s?ب/,
    locales: ["ar"],
    insideRuns: true,
  },
  {
    rule: "a price tag says درهم (formatAed), never the sign د.إ.",
    pattern: /د\.\s?إ/,
    locales: ["ar"],
    insideRuns: true,
  },
  {
    rule: "units are spelt with ج, as Gulf operators write them: جيجابايت، ميجابايت، ميجابت/ثانية",
    pattern: /غيغا|ميغا/,
    locales: ["ar"],
  },
  {
    rule: "tanween sits on the alif (يوماً), not on the letter before it (يومًا)",
    pattern: /\u064B\u0627/,
    locales: ["ar"],
  },
  {
    rule: "24/7 is said one way: على مدار الساعة طوال أيام الأسبوع (aroundTheClock in ar/phrases.ts)",
    pattern:
      /على مدار \d|على مدار الساعة(?! طوال أيام الأسبوع)|(?<!على مدار الساعة )طوال أيام الأسبوع|ليلاً ونهاراً|ليل نهار|أيام في الأسبوع|24\s*\/\s*7/,
    locales: ["ar"],
  },
  {
    rule: "24/7 is written 24/7 in a label and “24 hours a day, 7 days a week” in a sentence",
    pattern: /24\s*x\s*7|round the clock|24\shours a day(?!,\s7\sdays a week)/i,
    locales: ["en"],
  },
  {
    rule: "erasure of personal data is مسح (the PDPL's word), never حذف",
    pattern: /حذف/,
    locales: ["ar"],
  },
  {
    rule: "data add-ons are باقات البيانات in text (only the menu says الإنترنت)",
    pattern: /باق(?:ة|ات) (?:ال)?إنترنت/,
    locales: ["ar"],
  },
  ...glossaryRules,
];

const run = /\u2066[^\u2066\u2069]*\u2069/g;

/**
 * Content as the rules read it: text with each left-to-right run between U+2066 and U+2069,
 * where the page puts it in its own `<bdi dir="ltr">`. The marks exist only here, for the
 * rules to tell a run from the text around it; no page or data carries them.
 */
export function ruleText(text: Phrase | LtrRun): string {
  if (isLtrRun(text)) return `\u2066${text.ltr}\u2069`;
  return phraseParts(text)
    .map((part) => (typeof part === "string" ? part : `\u2066${part.ltr}\u2069`))
    .join("");
}

/**
 * Whether a content value is one phrase (text with runs among its parts, or a run alone),
 * rather than a list of texts: a phrase is read by the rules as one string.
 */
export function isPhraseWithRuns(value: unknown): value is Phrase | LtrRun {
  if (isLtrRun(value)) return true;
  return (
    Array.isArray(value) &&
    value.some(isLtrRun) &&
    value.every((part) => typeof part === "string" || isLtrRun(part))
  );
}

/** The house rules `text` breaks in `locale`, each with the passage that breaks it. */
export function houseRuleViolations(
  text: string,
  locale: Locale,
  { rendered = false }: { rendered?: boolean } = {},
): string[] {
  // A placeholder the browser fills with a count (`{count} وجهات`) is read as the figure it becomes;
  // one the server fills with words (`{plan}`), as a word of the page's language.
  const filled = text
    .replace(/\{count\}/g, "0")
    .replace(/\{[a-z]\w*\}/gi, locale === "ar" ? "كلمة" : "word");
  const outsideRuns = filled.replace(run, " ");
  const found: string[] = [];
  if (/[\u2066\u2069]/.test(outsideRuns)) found.push("every ltr() run is closed, and none nests");
  for (const { rule, pattern, locales, insideRuns, contentOnly } of houseRules) {
    if (!locales.includes(locale) || (rendered && contentOnly)) continue;
    const match = pattern.exec(insideRuns ? filled : outsideRuns);
    if (match) found.push(`${rule}: “…${context(match)}…”`);
  }
  return found;
}

/** The match with a few characters either side, to find it in a long text. */
function context(match: RegExpExecArray): string {
  const start = Math.max(0, match.index - 20);
  return match.input.slice(start, match.index + match[0].length + 20);
}

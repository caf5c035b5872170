import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { stringsIn } from "../../tests/support/content-strings";
import { arabicCount } from "../i18n/arabic-count";
import { arabicNouns } from "../i18n/arabic-nouns";
import { englishCount, englishNouns } from "../i18n/english-count";
import type { Locale } from "../i18n/locale";
import { legal as arabicLegal } from "./ar/legal";
import { plansContent as arabicPlans } from "./ar/plans";
import { legal as englishLegal } from "./en/legal";
import { plansContent as englishPlans } from "./en/plans";

/**
 * The Terms, the Privacy Policy and the Cookie Policy say what every plan's Key Facts say,
 * wherever they touch the same fact: postpaid plans, no minimum term, no fee to leave, the
 * plan ends with the bill month, the notice of a price rise. The figures are read from the
 * pricing team's files themselves, not from the code that loads them.
 */
function csvRows(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path.resolve("tariffs", file), "utf8")
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "");
  const names = (header ?? "").split(",");
  return lines.map((line) =>
    Object.fromEntries(line.split(",").map((cell, i) => [names[i], cell])),
  );
}

const noticeDays = Number(
  csvRows("plan-terms.csv").find((row) => row.setting === "price_change_notice_days")?.value,
);
const planIds = csvRows("plans.csv").map((row) => row.plan);

/** The words each locale says each fact with, and the words that would contradict it. */
const facts = {
  ar: {
    legal: arabicLegal,
    plans: arabicPlans,
    notice: arabicCount(noticeDays, arabicNouns.day, "genitive"),
    postpaid: /الدفع الآجل|دفع آجل/,
    noMinimumTerm: /(?:لا يوجد|دون) حد أدنى لمدة الاشتراك/,
    noFeeToLeave: /إنهاء اشتراكك في أي وقت دون أي رسوم|الإلغاء في أي وقت دون أي رسوم/,
    endsWithBillMonth: /ينتهي الاشتراك في نهاية شهر الفوترة/,
    contradictions:
      /الدفع المسبق|مسبق الدفع|إنهاء مبكر|رسوم (?:ال)?إنهاء(?! الاشتراك دون)|حد أدنى لمدة الاشتراك قدره|رصيد/,
  },
  en: {
    legal: englishLegal,
    plans: englishPlans,
    notice: englishCount(noticeDays, englishNouns.day),
    postpaid: /postpaid/i,
    noMinimumTerm: /no minimum term/i,
    noFeeToLeave: /end your plan at any time, with no fee|cancel any time with no fee/i,
    endsWithBillMonth: /plan ends at the end of the bill month/i,
    contradictions:
      /pre-?paid|early[- ](?:termination|ending|exit)|minimum term of|prepaid credit/i,
  },
} as const;

const textOf = (value: unknown) => [...stringsIn(value, "")].map(([, text]) => text).join("\n");

describe.each(["en", "ar"] as Locale[])(
  "in %s, the legal pages and the Key Facts agree",
  (locale) => {
    const words = facts[locale];
    const terms = textOf(words.legal.terms);

    it("reads the files it checks against", () => {
      expect(noticeDays).toBeGreaterThan(0);
      expect(planIds.length).toBeGreaterThan(0);
      expect(Object.keys(words.plans.plans).sort()).toEqual([...planIds].sort());
    });

    it.each(planIds)("the %s plan's Key Facts state each fact the Terms state", (id) => {
      const keyFacts = words.plans.plans[id as keyof typeof words.plans.plans].facts;
      expect(keyFacts.billing).toMatch(words.postpaid);
      expect(keyFacts.term).toMatch(words.noMinimumTerm);
      expect(keyFacts.term).toMatch(words.noFeeToLeave);
      expect(keyFacts.term).toMatch(words.endsWithBillMonth);
      expect(keyFacts.priceChanges).toContain(words.notice);
    });

    it("the Terms say the plans are postpaid, with no minimum term and no fee to leave", () => {
      expect(terms).toMatch(words.postpaid);
      expect(terms).toMatch(words.noMinimumTerm);
      expect(terms).toMatch(words.noFeeToLeave);
      expect(terms).toMatch(
        locale === "ar"
          ? /ينتهي الاشتراك في نهاية شهر الفوترة/
          : /ends at the end of the bill month/,
      );
    });

    it("the Terms give the same notice of a price rise as the tariff files", () => {
      expect(terms).toContain(words.notice);
    });

    it("no legal page speaks of prepaid plans, credit or a fee to leave", () => {
      for (const document of Object.values(words.legal)) {
        expect(textOf(document)).not.toMatch(words.contradictions);
      }
    });
  },
);

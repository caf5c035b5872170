// The shape of the plans' pages' words; `en/plans.ts` and `ar/plans.ts` write them.
import type { KeyFactId, PlanId } from "../domain/catalog";
import type { FieldProblem, FinderField } from "../domain/form-limits";
import type { Phrase } from "../i18n/bidi";
import type { Amount } from "../tariffs/tariff-data";
import type { AroundValue, PageMeta } from "./types";

export interface QuestionAndAnswer {
  question: string;
  answer: Phrase;
}

/** What one plan's page says beyond the home page's card: who it suits, its facts, its FAQ. */
export interface PlanPageContent {
  meta: PageMeta;
  summary: Phrase;
  suits: Phrase;
  facts: Record<KeyFactId, Phrase>;
  faq: QuestionAndAnswer[];
}

/** What the finder's answer is about: the plan's name, its price tag, the visitor's use. */
export interface FinderAnswerFacts {
  plan: string;
  price: string;
  /** What the visitor asked for: a figure, or `UNLIMITED`. */
  dataGb: Amount;
  minutes: Amount;
}

/** The same, for a plan with a data package: the package's name and each price tag. */
export interface FinderPackageFacts extends FinderAnswerFacts {
  package: string;
  planPrice: string;
  packagePrice: string;
}

/** What the plan finder on /plans says: its fields, its problems, its answers. */
export interface PlanFinderContent {
  heading: string;
  intro: string;
  fields: Record<FinderField, { label: string; hint: string }>;
  submit: string;
  errorSummary: string;
  problems: Record<FinderField, Record<FieldProblem, string>>;
  answerHeading: string;
  /*
   * The answers are built from the visitor's figures here, so each count takes the form its
   * place in the sentence asks for ("تغطي دقيقتين", not "تغطي دقيقتان"); the server passes the
   * names and price tags ready-made.
   */
  /** The plan alone covers the use: why. */
  planCovers: (answer: FinderAnswerFacts) => string;
  /** A plan with a data package costs less than any plan alone: what, and why. */
  packageCheaper: (answer: FinderPackageFacts) => string;
  /** The cheapest plan alone, to compare ({plan}, {price}). */
  planAlone: string;
  /** When no plan alone has the data. */
  noPlanAlone: string;
  /** How long a package lasts, for a visitor who must add one each month. */
  packageValidity: (validity: { value: number; unit: "hour" | "day" }) => string;
  /** The link to the plan's page ({plan}). */
  seePlan: string;
  choosePlan: string;
}

/** The finder's words the page itself shows: the answers are built on the server. */
export type PlanFinderWords = Omit<
  PlanFinderContent,
  "planCovers" | "packageCheaper" | "packageValidity"
>;

/** The plans' pages: /plans with its table and finder, and one page per plan. */
export interface PlansContent {
  overview: {
    meta: PageMeta;
    heading: string;
    intro: string;
    table: {
      caption: string;
      planHeader: string;
      rows: { price: string; data: string; minutes: string; sms: string; network: string };
      details: string;
    };
    vatNote: string;
    finder: PlanFinderContent;
  };
  plan: {
    /** The plan's heading: before and after its name ("Basic plan", "الباقة الأساسية"). */
    heading: AroundValue;
    breadcrumbLabel: string;
    homeCrumb: string;
    plansCrumb: string;
    perMonth: string;
    includedHeading: string;
    suitsHeading: string;
    keyFactsHeading: string;
    keyFactsIntro: string;
    keyFactLabels: Record<KeyFactId, string>;
    ratesLinks: { calls: string; roaming: string };
    faqHeading: string;
    choosePlan: string;
    comparePlans: string;
    /** The link to the coverage page, beside the plan's actions. */
    checkCoverage: string;
    vatNote: string;
  };
  plans: Record<PlanId, PlanPageContent>;
}

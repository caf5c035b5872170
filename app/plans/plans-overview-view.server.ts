import { wordsOf } from "../content/words.server";
import type { PlanFinderContent, PlanFinderWords } from "../content/plans";
import { planViews } from "../content/catalog-view";
import { UNLIMITED } from "../domain/catalog";
import { formatAed, formatNumber } from "../i18n/format";
import { joinPhrases, plainText } from "../i18n/bidi";
import type { Fils } from "../i18n/money";
import { type Locale, localizedPath } from "../i18n/locale";
import { siteOrigin } from "../site/origin";
import { internetPackages, plans } from "../tariffs/tariffs";
import type { FinderField } from "../domain/form-limits";
import type { FinderInput } from "./finder-input";
import { choosePlanHref } from "./plan-page-view.server";
import { planPagePath, plansPagePath } from "../site/paths";
import { PLAN_FINDER_PARAMS } from "../site/query-params";
import { cheapestPlanFor } from "./plan-finder";
import { planOfferCatalog } from "./plan-offers";
import { breadcrumbData } from "./plans-structured-data.server";
import { fillSlots } from "../i18n/slots";

/** The finder's answer as the page shows it: what to take, why, and where to go next. */
export interface FinderAnswerView {
  headline: string;
  reasons: string[];
  planLink: { href: string; label: string };
  choosePlanHref: string;
}

/** The finder form's state: what was typed, each field's problem, and the answer if any. */
export interface FinderView {
  action: string;
  fields: { name: string; field: FinderField; value: string; problem: string | null }[];
  answer: FinderAnswerView | null;
}

/** The finder's words the page shows: the answers' builders stay on the server. */
function finderWordsOf(finder: PlanFinderContent): PlanFinderWords {
  const shown: Partial<PlanFinderContent> = { ...finder };
  delete shown.planCovers;
  delete shown.packageCheaper;
  delete shown.packageValidity;
  return shown as PlanFinderWords;
}

/** Everything /plans shows for a locale and what the finder was asked. */
export function plansOverviewView(locale: Locale, input: FinderInput) {
  const { intlLocale } = wordsOf(locale, "layout");
  const homeWords = wordsOf(locale, "home").plans;
  const words = wordsOf(locale, "plans").overview;
  const views = planViews(homeWords, intlLocale, locale);
  const nameOf = (id: string) => views.find((plan) => plan.id === id)?.name ?? id;
  const aed = (fils: Fils) => formatAed(fils, intlLocale);
  const minutesCell = (id: string) => {
    const minutes = plans.find((figures) => figures.id === id)?.callMinutes;
    return minutes === undefined || minutes === UNLIMITED
      ? homeWords.unlimited
      : formatNumber(minutes, intlLocale);
  };

  let answer: FinderAnswerView | null = null;
  if (input.state === "ready") {
    const found = cheapestPlanFor(input.use, plans, internetPackages);
    // Premium has no limits, so something always covers the use; guard all the same.
    if (found) {
      const { choice } = found;
      const plan = nameOf(choice.plan);
      const use = { dataGb: input.use.dataGb, minutes: input.use.minutes };
      const pack = internetPackages.find((candidate) => candidate.id === choice.dataPackage);
      const planFigures = plans.find((candidate) => candidate.id === choice.plan);
      const reasons: string[] = [];
      let headline: string;
      if (found.reason === "plan-covers" || !pack || !planFigures) {
        headline = words.finder.planCovers({
          plan,
          price: aed(choice.monthlyPriceFils),
          ...use,
        });
      } else {
        headline = words.finder.packageCheaper({
          plan,
          package: wordsOf(locale, "home").internet.packageNames[pack.id],
          price: aed(choice.monthlyPriceFils),
          planPrice: aed(planFigures.monthlyPriceFils),
          packagePrice: aed(pack.priceFils),
          ...use,
        });
        const alone = found.cheapestPlanAlone;
        reasons.push(
          alone
            ? fillSlots(words.finder.planAlone, {
                plan: nameOf(alone.plan),
                price: aed(alone.monthlyPriceFils),
              })
            : words.finder.noPlanAlone,
          words.finder.packageValidity(pack.validity),
        );
      }
      answer = {
        headline,
        reasons,
        planLink: {
          href: localizedPath(locale, planPagePath(choice.plan)),
          label: fillSlots(words.finder.seePlan, { plan }),
        },
        choosePlanHref: choosePlanHref(locale, choice.plan),
      };
    }
  }

  const typed = input.state === "empty" ? { data: "", minutes: "" } : input.typed;
  const problems = input.state === "invalid" ? input.problems : {};
  const fields = (Object.keys(PLAN_FINDER_PARAMS) as FinderField[]).map((field) => {
    const problem = problems[field];
    return {
      name: PLAN_FINDER_PARAMS[field],
      field,
      value: typed[field],
      problem: problem ? words.finder.problems[field][problem] : null,
    };
  });

  return {
    words: { ...words, finder: finderWordsOf(words.finder) },
    plans: views.map((plan) => ({
      ...plan,
      // The table's header says "minutes": a bare figure keeps the column narrow at 320 px.
      minutes: minutesCell(plan.id),
      network: plans.find((figures) => figures.id === plan.id)?.network ?? "",
      href: localizedPath(locale, planPagePath(plan.id)),
    })),
    finder: { action: localizedPath(locale, plansPagePath), fields, answer } satisfies FinderView,
    structuredData: [
      breadcrumbData(locale, [
        { name: wordsOf(locale, "plans").plan.homeCrumb, path: "/" },
        { name: wordsOf(locale, "plans").plan.plansCrumb, path: plansPagePath },
      ]),
      planOfferCatalog(
        words.heading,
        `${siteOrigin}${localizedPath(locale, plansPagePath)}`,
        (id) => {
          const view = views.find((plan) => plan.id === id);
          return {
            name: nameOf(id),
            description: plainText(joinPhrases(view?.features ?? [], " · ")),
            url: `${siteOrigin}${localizedPath(locale, planPagePath(id))}`,
          };
        },
      ),
    ],
  };
}

export type PlansOverviewView = ReturnType<typeof plansOverviewView>;

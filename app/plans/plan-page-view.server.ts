import { joinHref } from "../site/join-urls";
import { type PlanId, keyFactIds } from "../domain/catalog";
import { wordsOf } from "../content/words.server";
import { planViews } from "../content/catalog-view";
import { type Locale, localizedPath } from "../i18n/locale";
import { breadcrumbData, type Crumb, faqData } from "./plans-structured-data.server";
import {
  coveragePagePath,
  internationalCallsPagePath,
  planPagePath,
  plansPagePath,
  roamingPagePath,
} from "../site/paths";

/** A link the page shows, already localised. */
export interface LinkView {
  href: string;
  label: string;
}

/** Where Choose Plan leads: the sign-up request, with the plan chosen. */
export function choosePlanHref(locale: Locale, id: PlanId): string {
  return joinHref(locale, id);
}

/**
 * Everything one plan's page shows, for a locale: every figure already written out. The Key
 * Facts say from when the prices hold in the rates pages' own sentence (`pricesFrom`), which
 * the route hands over, so the plans import no other feature.
 */
export function planPageView(locale: Locale, id: PlanId, pricesFrom: string) {
  const { intlLocale } = wordsOf(locale, "layout");
  const homeWords = wordsOf(locale, "home").plans;
  const words = wordsOf(locale, "plans");
  const page = words.plans[id];
  const plan = planViews(homeWords, intlLocale, locale).find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`no plan ${id}`);
  const heading = `${words.plan.heading.before}${plan.name}${words.plan.heading.after}`;
  const crumbs: Crumb[] = [
    { name: words.plan.homeCrumb, path: "/" },
    { name: words.plan.plansCrumb, path: plansPagePath },
    { name: heading, path: planPagePath(id) },
  ];
  return {
    words: words.plan,
    pricesFrom,
    page,
    heading,
    plan,
    allowances: [
      { label: homeWords.allowanceLabels.data, value: plan.data },
      { label: homeWords.allowanceLabels.calls, value: plan.calls },
      { label: homeWords.allowanceLabels.sms, value: plan.sms },
    ],
    breadcrumbs: crumbs.map((crumb) => ({
      label: crumb.name,
      href: localizedPath(locale, crumb.path),
    })),
    keyFacts: keyFactIds.map((factId) => ({
      id: factId,
      label: words.plan.keyFactLabels[factId],
      value: page.facts[factId],
      links:
        factId === "abroad"
          ? [
              {
                href: localizedPath(locale, internationalCallsPagePath),
                label: words.plan.ratesLinks.calls,
              },
              {
                href: localizedPath(locale, roamingPagePath),
                label: words.plan.ratesLinks.roaming,
              },
            ]
          : [],
    })),
    choosePlanHref: choosePlanHref(locale, id),
    comparePlans: { href: localizedPath(locale, plansPagePath), label: words.plan.comparePlans },
    checkCoverage: {
      href: localizedPath(locale, coveragePagePath),
      label: words.plan.checkCoverage,
    },
    structuredData: [breadcrumbData(locale, crumbs), faqData(locale, planPagePath(id), page.faq)],
  };
}

export type PlanPageView = ReturnType<typeof planPageView>;

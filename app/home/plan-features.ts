import type { PlanView } from "../content/catalog-view";
import type { PlanId } from "../domain/catalog";
import { type Phrase, plainText } from "../i18n/bidi";

/**
 * The plans' features as the home page lists them: what every plan has, said once under the
 * cards, and what each card adds to it, so no line is said three times over.
 */
export function featuresOnCards(plans: readonly PlanView[]): {
  shared: Phrase[];
  own: Record<PlanId, Phrase[]>;
} {
  const key = (feature: Phrase) => plainText(feature);
  const inEvery = (feature: Phrase) =>
    plans.every((plan) => plan.features.some((other) => key(other) === key(feature)));
  const shared = (plans[0]?.features ?? []).filter(inEvery);
  const own = Object.fromEntries(
    plans.map((plan) => [plan.id, plan.features.filter((feature) => !inEvery(feature))]),
  ) as Record<PlanId, Phrase[]>;
  return { shared, own };
}

import { CheckList } from "../components/check-list";
import type { HomeContent } from "../content/home";
import type { PlanView } from "../content/catalog-view";
import { PageSection } from "../components/page-section";
import { PlanCard } from "./plan-card";
import { featuresOnCards } from "./plan-features";
import { SpotArt } from "./spot-art";

export function PlansSection({ words, plans }: { words: HomeContent["plans"]; plans: PlanView[] }) {
  const { shared, own } = featuresOnCards(plans);
  return (
    <PageSection id="plans" content={words} art={<SpotArt name="plans" />}>
      {/* On a phone the cards stand in a row that swipes, the next one peeking in, so the three
          take one card's height; from a laptop up they stand side by side. */}
      <ul className="-mx-4 mt-4 flex snap-x snap-mandatory [scrollbar-width:thin] items-start gap-3 overflow-x-auto px-4 pt-2 pb-4 sm:mt-6 lg:mx-0 lg:grid lg:grid-cols-3 lg:items-stretch lg:gap-6 lg:overflow-visible lg:px-0">
        {plans.map((plan) => (
          <li
            key={plan.id}
            className="flex w-[88%] shrink-0 snap-center sm:w-[58%] md:w-[46%] lg:w-auto"
          >
            <PlanCard plan={plan} features={own[plan.id]} words={words} />
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-col gap-1 rounded-2xl bg-gulf-50 px-5 py-3 sm:flex-row sm:items-center sm:gap-6 sm:py-4">
        <h3 className="font-semibold text-brand-900">{words.everyPlanHeading}</h3>
        <CheckList items={shared} className="flex flex-wrap gap-x-6 gap-y-1" />
      </div>
      <p className="mt-4 text-sm text-ink-muted">{words.vatNote}</p>
    </PageSection>
  );
}

import type { HomeContent } from "../content/home";
import type { PlanView } from "../content/catalog-view";
import { PageSection } from "../components/page-section";
import { PlanCard } from "./plan-card";

export function PlansSection({ words, plans }: { words: HomeContent["plans"]; plans: PlanView[] }) {
  return (
    <PageSection id="plans" content={words}>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <li key={plan.id} className="flex">
            <PlanCard plan={plan} words={words} />
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-ink-muted">{words.vatNote}</p>
    </PageSection>
  );
}

import { JsonLd } from "../components/json-ld";
import { PlanFinderForm } from "./plan-finder-form";
import { PlanTable } from "./plan-table";
import type { PlansOverviewView } from "./plans-overview-view.server";

/** The three plans side by side, and the finder that picks the cheapest for a month's use. */
export function PlansPage({ words, plans, finder, structuredData }: PlansOverviewView) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <JsonLd data={structuredData} />
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{words.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-muted">{words.intro}</p>
      <PlanTable words={words} plans={plans} />
      <p className="mt-4 text-sm text-ink-muted">{words.vatNote}</p>
      <PlanFinderForm words={words.finder} finder={finder} />
    </div>
  );
}

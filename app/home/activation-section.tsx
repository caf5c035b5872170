import { CheckList } from "../components/check-list";
import { type ActivationStepId, activationStepIds } from "../domain/catalog";
import type { HomeContent } from "../content/home";
import { AroundCount } from "./around-value";
import { Icon, type IconName } from "../components/icons";
import { PageSection } from "../components/page-section";
import { NBSP } from "../i18n/count-parts";
import { SpotArt } from "./spot-art";

const stepIcons: Record<ActivationStepId, IconName> = {
  "choose-plan": "list-check",
  "submit-id": "id-card",
  register: "form",
  activate: "signal",
};

interface ActivationSectionProps {
  words: HomeContent["activation"];
  stepNumbers: string[];
}

/**
 * The steps as a numbered strip, a line joining them (down the page on a phone, across on a
 * laptop), then the time it takes and the documents side by side.
 */
export function ActivationSection({ words, stepNumbers }: ActivationSectionProps) {
  return (
    <PageSection id="activation" content={words} tone="sand" art={<SpotArt name="activation" />}>
      <ol className="mt-5 grid gap-3 sm:mt-8 lg:grid-cols-4 lg:gap-6">
        {activationStepIds.map((id, index) => (
          <li key={id} className="relative flex gap-4 lg:flex-col lg:gap-3">
            {/* The line to the next step: decorative, drawn behind the markers. */}
            {index < activationStepIds.length - 1 ? (
              <span
                aria-hidden="true"
                className="absolute start-5 top-12 -bottom-3 w-0.5 bg-sand-300 lg:start-14 lg:end-[-1.5rem] lg:top-5 lg:bottom-auto lg:h-0.5 lg:w-auto"
              />
            ) : null}
            <span className="relative flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gulf-700 text-white">
              <Icon name={stepIcons[id]} className="h-5 w-5" />
            </span>
            <div className="flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 lg:flex-col-reverse">
                <h3 className="font-semibold text-brand-900 sm:text-lg">{words.steps[id].title}</h3>
                <p className="text-sm font-semibold text-sand-700">
                  {words.stepLabel}
                  {NBSP}
                  {stepNumbers[index]}
                </p>
              </div>
              <p className="text-ink-muted">{words.steps[id].description}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-5 grid gap-3 sm:mt-8 lg:grid-cols-2 lg:gap-6">
        <p className="rounded-2xl bg-brand-900 p-5 text-lg font-semibold text-white sm:p-6 sm:text-xl">
          <AroundCount words={words.duration} emphasisClassName="text-sand-200 tabular-nums" />
        </p>
        <div className="rounded-2xl bg-white p-5 ring-1 ring-sand-200 sm:p-6">
          <h3 className="text-lg font-semibold text-brand-900">{words.documentsHeading}</h3>
          <CheckList items={words.documents} className="mt-2 space-y-1.5" />
        </div>
      </div>
    </PageSection>
  );
}

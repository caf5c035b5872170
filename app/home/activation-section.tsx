import { CheckList } from "../components/check-list";
import { type ActivationStepId, activationStepIds } from "../domain/catalog";
import type { HomeContent } from "../content/home";
import { AroundCount } from "./around-value";
import { Icon, type IconName } from "../components/icons";
import { PageSection } from "../components/page-section";
import { NBSP } from "../i18n/count-parts";

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

export function ActivationSection({ words, stepNumbers }: ActivationSectionProps) {
  return (
    <PageSection id="activation" content={words} tone="muted">
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {activationStepIds.map((id, index) => {
          const icon = stepIcons[id];
          return (
            <li key={id} className="rounded-2xl border border-line bg-surface p-6">
              <div className="flex items-center justify-between">
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={icon} className="h-6 w-6" />
                </span>
                <span className="text-sm font-semibold text-ink-muted">
                  {words.stepLabel}
                  {NBSP}
                  {stepNumbers[index]}
                </span>
              </div>
              <h3 className="mt-4 text-xl font-semibold text-brand-900">{words.steps[id].title}</h3>
              <p className="mt-2 text-ink-muted">{words.steps[id].description}</p>
            </li>
          );
        })}
      </ol>
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <p className="rounded-2xl bg-brand-900 p-6 text-xl font-semibold text-white">
          <AroundCount words={words.duration} emphasisClassName="text-accent-400 tabular-nums" />
        </p>
        <div className="rounded-2xl border border-line bg-surface p-6">
          <h3 className="text-xl font-semibold text-brand-900">{words.documentsHeading}</h3>
          <CheckList items={words.documents} className="mt-3 space-y-2" />
        </div>
      </div>
    </PageSection>
  );
}

import { CheckList } from "../components/check-list";
import type { HomeContent } from "../content/home";
import type { PlanView } from "../content/catalog-view";
import type { Phrase } from "../i18n/bidi";
import { NBSP } from "../i18n/count-parts";
import { primaryActionClass, secondaryActionClass } from "../components/primary-action";
import { allowanceKinds, allowanceMeters } from "./allowance-meter";

interface PlanCardProps {
  plan: PlanView;
  /** What this plan adds to what every plan has (said once, under the cards). */
  features: Phrase[];
  words: HomeContent["plans"];
}

/**
 * One plan, its allowances as meters that read at a glance beside their figures. The meter is
 * drawn, not read: the figure is the text. The card lifts on hover and when a control inside it
 * has focus; under `prefers-reduced-motion` it only deepens its shadow.
 */
export function PlanCard({ plan, features, words }: PlanCardProps) {
  const meters = allowanceMeters(plan.id);
  const figures = { data: plan.data, calls: plan.calls, sms: plan.sms };
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      data-plan={plan.id}
      className={`relative flex w-full flex-col rounded-3xl border bg-surface p-4 shadow-sm transition-[translate,box-shadow] duration-200 ease-out focus-within:shadow-xl hover:shadow-xl motion-safe:focus-within:-translate-y-1.5 motion-safe:hover:-translate-y-1.5 motion-reduce:transition-none sm:p-6 ${
        plan.popular ? "border-2 border-gulf-500 ring-4 ring-gulf-100" : "border-line"
      }`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`plan-${plan.id}`} className="text-xl font-bold text-brand-900 sm:text-2xl">
          {plan.name}
        </h3>
        {plan.popular ? (
          <p className="rounded-full bg-sand-200 px-3 py-0.5 text-sm font-semibold text-ink">
            {words.popularLabel}
          </p>
        ) : null}
      </header>
      <p className="mt-1">
        <span className="text-3xl font-extrabold text-brand-900 tabular-nums sm:text-4xl">
          {plan.price}
        </span>
        {/* "AED 99" ends in its figure, which stays on the line of "per month". */}
        {NBSP}
        <span className="text-ink-muted">{words.perMonth}</span>
      </p>
      <dl className="mt-3 grid grid-cols-[1fr_1.4fr_1fr] gap-2.5 sm:mt-4 sm:gap-3">
        {allowanceKinds.map((kind) => (
          <div key={kind} className="relative flex flex-col justify-end pb-3.5">
            <dt className="text-sm text-ink-muted">{words.allowanceLabels[kind]}</dt>
            <dd className="text-[0.9375rem] leading-tight font-semibold text-ink xl:text-base">
              {figures[kind]}
              <svg
                aria-hidden="true"
                focusable="false"
                data-meter={kind}
                data-share={meters[kind]}
                viewBox="0 0 100 6"
                preserveAspectRatio="none"
                className="absolute inset-x-0 bottom-0 h-2 w-full rtl:-scale-x-100"
              >
                <rect width="100" height="6" rx="3" fill="var(--color-gulf-100)" />
                <rect
                  width={meters[kind]}
                  height="6"
                  rx="3"
                  fill={meters[kind] === 100 ? "var(--color-brand-700)" : "var(--color-gulf-500)"}
                />
              </svg>
            </dd>
          </div>
        ))}
      </dl>
      {features.length > 0 ? (
        <>
          <h4 className="sr-only">{words.featuresLabel}</h4>
          <CheckList items={features} className="mt-3 space-y-1 sm:mt-4" />
        </>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-4 sm:pt-5">
        <a
          href={plan.chooseHref}
          className={plan.popular ? primaryActionClass : secondaryActionClass}
        >
          {words.choosePlan}
          <span className="sr-only">: {plan.name}</span>
        </a>
        <a
          href={plan.detailsHref}
          className="rounded-sm px-1 py-1 font-semibold text-brand-700 underline"
        >
          {words.detailsLink}
          <span className="sr-only">: {plan.name}</span>
        </a>
      </div>
    </article>
  );
}

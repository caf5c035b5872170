import { CheckList } from "../components/check-list";
import type { HomeContent } from "../content/home";
import type { PlanView } from "../content/catalog-view";
import { NBSP } from "../i18n/count-parts";

interface PlanCardProps {
  plan: PlanView;
  words: HomeContent["plans"];
}

/**
 * One plan. The card lifts on hover and when a control inside it has focus; under
 * `prefers-reduced-motion` it only deepens its shadow.
 */
export function PlanCard({ plan, words }: PlanCardProps) {
  const allowances = [
    [words.allowanceLabels.data, plan.data],
    [words.allowanceLabels.calls, plan.calls],
    [words.allowanceLabels.sms, plan.sms],
  ] as const;
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      data-plan={plan.id}
      className={`relative flex w-full flex-col rounded-2xl border bg-surface p-6 shadow-sm transition-[translate,box-shadow] duration-200 ease-out focus-within:shadow-xl hover:shadow-xl motion-safe:focus-within:-translate-y-1.5 motion-safe:hover:-translate-y-1.5 motion-reduce:transition-none ${
        plan.popular ? "border-2 border-brand-600" : "border-line"
      }`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`plan-${plan.id}`} className="text-2xl font-bold text-brand-900">
          {plan.name}
        </h3>
        {plan.popular ? (
          <p className="rounded-full bg-accent-400 px-3 py-1 text-sm font-semibold text-ink">
            {words.popularLabel}
          </p>
        ) : null}
      </header>
      <p className="mt-4">
        <span className="text-4xl font-extrabold text-brand-900 tabular-nums">{plan.price}</span>
        {/* "AED 99" ends in its figure, which stays on the line of "per month". */}
        {NBSP}
        <span className="text-ink-muted">{words.perMonth}</span>
      </p>
      <dl className="mt-6 divide-y divide-line border-y border-line">
        {allowances.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-3">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <h4 className="sr-only">{words.featuresLabel}</h4>
      <CheckList items={plan.features} className="mt-6 flex-1 space-y-3" />
      <a
        href={`?plan=${plan.id}#contact`}
        className={`mt-8 rounded-lg px-5 py-3 text-center font-semibold ${
          plan.popular
            ? "bg-brand-700 text-white hover:bg-brand-800"
            : "border-2 border-brand-700 text-brand-800 hover:bg-brand-50"
        }`}
      >
        {words.choosePlan}
        <span className="sr-only">: {plan.name}</span>
      </a>
      <a
        href={plan.detailsHref}
        className="mt-3 self-center rounded-sm px-2 py-1 font-semibold text-brand-700 underline"
      >
        {words.detailsLink}
        <span className="sr-only">: {plan.name}</span>
      </a>
    </article>
  );
}

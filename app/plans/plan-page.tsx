import { CheckList } from "../components/check-list";
import { JsonLd } from "../components/json-ld";
import { NBSP } from "../i18n/count-parts";
import { TextWithLtrRuns } from "../i18n/ltr-text";
import { Breadcrumbs } from "./breadcrumbs";
import { FaqList } from "./faq-list";
import { KeyFacts } from "./key-facts";
import type { PlanPageView } from "./plan-page-view.server";
import { primaryActionClass } from "../components/primary-action";

/** One plan whole: its price and allowances, who it suits, its Key Facts and its FAQ. */
export function PlanPage(view: PlanPageView) {
  const { words, page, plan } = view;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <JsonLd data={view.structuredData} />
      <Breadcrumbs label={words.breadcrumbLabel} crumbs={view.breadcrumbs} />
      <h1 className="mt-6 text-3xl font-bold text-brand-900 sm:text-4xl">{view.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-muted">
        <TextWithLtrRuns text={page.summary} />
      </p>
      <p className="mt-6">
        <span className="text-4xl font-extrabold text-brand-900 tabular-nums">{plan.price}</span>
        {NBSP}
        <span className="text-ink-muted">{words.perMonth}</span>
      </p>
      <p className="mt-1 text-sm text-ink-muted">{words.vatNote}</p>

      <div className="mt-10 grid gap-10 md:grid-cols-2">
        <section aria-labelledby="included-heading">
          <h2 id="included-heading" className="text-xl font-semibold text-brand-900">
            {words.includedHeading}
          </h2>
          <dl className="mt-4 divide-y divide-line border-y border-line">
            {view.allowances.map(({ label, value }) => (
              <div key={label} className="flex justify-between gap-4 py-3">
                <dt className="text-ink-muted">{label}</dt>
                <dd className="font-semibold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <CheckList items={plan.features} className="mt-4 space-y-2" />
        </section>
        <section aria-labelledby="suits-heading">
          <h2 id="suits-heading" className="text-xl font-semibold text-brand-900">
            {words.suitsHeading}
          </h2>
          <p className="mt-4">
            <TextWithLtrRuns text={page.suits} />
          </p>
          <p className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
            <a href={view.choosePlanHref} className={primaryActionClass}>
              {words.choosePlan}
              <span className="sr-only">: {plan.name}</span>
            </a>
            <a href={view.comparePlans.href} className="font-semibold text-brand-700 underline">
              {view.comparePlans.label}
            </a>
            <a href={view.checkCoverage.href} className="font-semibold text-brand-700 underline">
              {view.checkCoverage.label}
            </a>
          </p>
        </section>
      </div>

      <KeyFacts
        heading={words.keyFactsHeading}
        intro={`${words.keyFactsIntro} ${view.pricesFrom}`}
        facts={view.keyFacts}
      />
      <FaqList heading={words.faqHeading} items={page.faq} />
    </div>
  );
}

import type { QuestionAndAnswer } from "../content/plans";
import { TextWithLtrRuns } from "../i18n/ltr-text";

/** Questions and their answers, each opened by the browser itself: no script needed. */
export function FaqList({ heading, items }: { heading: string; items: QuestionAndAnswer[] }) {
  return (
    <section aria-labelledby="faq-heading" className="mt-12">
      <h2 id="faq-heading" className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <div className="mt-4 divide-y divide-line border-y border-line">
        {items.map(({ question, answer }) => (
          <details key={question} className="group py-2">
            <summary className="cursor-pointer rounded-sm py-2 font-semibold text-brand-900 marker:text-brand-600">
              {question}
            </summary>
            <p className="pb-3 text-ink">
              <TextWithLtrRuns text={answer} />
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}

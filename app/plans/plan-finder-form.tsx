import type { PlanFinderWords } from "../content/plans";
import type { FinderView } from "./plans-overview-view.server";
import { primaryActionClass } from "../components/primary-action";

/** The id of the finder's section: the form comes back to it with its answer. */
export const FINDER_ID = "finder";

/**
 * The plan finder: a form the server answers (`?data=…&minutes=…`), so it needs no script.
 * A problem is named in a summary that links to its field and beside the field itself.
 */
export function PlanFinderForm({ words, finder }: { words: PlanFinderWords; finder: FinderView }) {
  const withProblems = finder.fields.filter((field) => field.problem);
  return (
    <section
      id={FINDER_ID}
      aria-labelledby="finder-heading"
      className="mt-14 rounded-2xl bg-brand-50 p-5 sm:p-8"
    >
      <h2 id="finder-heading" className="text-2xl font-bold text-brand-900">
        {words.heading}
      </h2>
      <p className="mt-2 text-ink-muted">{words.intro}</p>
      {withProblems.length > 0 ? (
        <div
          aria-labelledby="finder-problems-heading"
          role="group"
          className="mt-6 rounded-lg border-2 border-red-700 bg-surface p-4"
        >
          <h3 id="finder-problems-heading" className="font-semibold text-red-800">
            {words.errorSummary}
          </h3>
          <ul className="mt-2 list-disc ps-5">
            {withProblems.map((field) => (
              <li key={field.name}>
                <a href={`#finder-${field.name}`} className="text-red-800 underline">
                  {field.problem}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form method="get" action={`${finder.action}#${FINDER_ID}`} className="mt-6 space-y-5">
        {finder.fields.map((field) => {
          const hintId = `finder-${field.name}-hint`;
          const problemId = `finder-${field.name}-problem`;
          return (
            <div key={field.name}>
              <label htmlFor={`finder-${field.name}`} className="block font-semibold text-ink">
                {words.fields[field.field].label}
              </label>
              <p id={hintId} className="text-sm text-ink-muted">
                {words.fields[field.field].hint}
              </p>
              {field.problem ? (
                <p id={problemId} className="mt-1 font-semibold text-red-800">
                  {field.problem}
                </p>
              ) : null}
              <input
                id={`finder-${field.name}`}
                name={field.name}
                type="text"
                inputMode={field.field === "data" ? "decimal" : "numeric"}
                autoComplete="off"
                spellCheck={false}
                defaultValue={field.value}
                aria-describedby={field.problem ? `${hintId} ${problemId}` : hintId}
                aria-invalid={field.problem ? true : undefined}
                className={`mt-2 block w-40 rounded-lg border-2 bg-surface px-3 py-2 text-ink ${
                  field.problem ? "border-red-700" : "border-line"
                }`}
              />
            </div>
          );
        })}
        <button type="submit" className={primaryActionClass}>
          {words.submit}
        </button>
      </form>
      {finder.answer ? (
        <section
          aria-labelledby="finder-answer-heading"
          className="mt-8 rounded-lg border-2 border-brand-600 bg-surface p-5"
        >
          <h3 id="finder-answer-heading" className="text-xl font-semibold text-brand-900">
            {words.answerHeading}
          </h3>
          <p className="mt-2 text-lg font-semibold text-ink">{finder.answer.headline}</p>
          {finder.answer.reasons.map((reason) => (
            <p key={reason} className="mt-2">
              {reason}
            </p>
          ))}
          <p className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-4">
            <a href={finder.answer.choosePlanHref} className={primaryActionClass}>
              {words.choosePlan}
            </a>
            <a
              href={finder.answer.planLink.href}
              className="font-semibold text-brand-700 underline"
            >
              {finder.answer.planLink.label}
            </a>
          </p>
        </section>
      ) : null}
    </section>
  );
}

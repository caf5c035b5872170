import type { EstimateView } from "./call-estimate-view.server";
import { ESTIMATE_PARAMS } from "../site/query-params";
import type { callEstimateIsland } from "./rates-islands";
import { primaryActionClass } from "../components/primary-action";

/** Its declaration's name, checked against its type: the page does not import it. */
const ESTIMATE_ISLAND: typeof callEstimateIsland.name = "call-estimate";

/** The id of the estimate's section: the form comes back to it with its answer. */
const ESTIMATE_ID = "estimate";

/**
 * The monthly estimate: a GET form the server answers (`?minutes=120&to=in`), which its script,
 * once loaded, answers as one types (call-estimate.client.ts) by the same rules. A problem is
 * named beside its field, and what was valid is kept.
 */
export function CallEstimateForm({ estimate }: { estimate: EstimateView }) {
  const { words, problems, answer } = estimate;
  const field = (name: "minutes" | "to") => ({
    id: `estimate-${name}`,
    hint: `estimate-${name}-hint`,
    problem: `estimate-${name}-problem`,
  });
  const minutes = field("minutes");
  const to = field("to");
  return (
    <section
      id={ESTIMATE_ID}
      aria-labelledby="estimate-heading"
      data-island={ESTIMATE_ISLAND}
      data-zones={JSON.stringify(estimate.zones)}
      data-words={JSON.stringify(words)}
      className="mt-12 rounded-2xl bg-brand-50 p-5 sm:p-8"
    >
      <h2 id="estimate-heading" className="text-2xl font-bold text-brand-900">
        {words.heading}
      </h2>
      <p className="mt-2 text-ink-muted">{words.intro}</p>
      <form method="get" action={`${estimate.action}#${ESTIMATE_ID}`} className="mt-6 space-y-5">
        <div>
          <label htmlFor={minutes.id} className="block font-semibold text-ink">
            {words.minutesLabel}
          </label>
          <p id={minutes.hint} className="text-sm text-ink-muted">
            {words.minutesHint}
          </p>
          {problems.minutes ? (
            <p id={minutes.problem} className="mt-1 font-semibold text-red-800">
              {problems.minutes}
            </p>
          ) : null}
          <input
            id={minutes.id}
            name={ESTIMATE_PARAMS.minutes}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            defaultValue={estimate.minutes}
            aria-describedby={
              problems.minutes ? `${minutes.hint} ${minutes.problem}` : minutes.hint
            }
            aria-invalid={problems.minutes ? true : undefined}
            className={`mt-2 block w-40 rounded-lg border-2 bg-surface px-3 py-2 text-ink ${
              problems.minutes ? "border-red-700" : "border-line"
            }`}
          />
        </div>
        <div>
          <label htmlFor={to.id} className="block font-semibold text-ink">
            {words.toLabel}
          </label>
          {problems.to ? (
            <p id={to.problem} className="mt-1 font-semibold text-red-800">
              {problems.to}
            </p>
          ) : null}
          <select
            id={to.id}
            name={ESTIMATE_PARAMS.to}
            defaultValue={estimate.to}
            aria-describedby={problems.to ? to.problem : undefined}
            aria-invalid={problems.to ? true : undefined}
            className={`mt-2 block w-full max-w-sm rounded-lg border-2 bg-surface px-3 py-2 text-ink ${
              problems.to ? "border-red-700" : "border-line"
            }`}
          >
            <option value="">{words.choose}</option>
            {estimate.options.map((option) => (
              <option key={option.value} value={option.value} data-zone={option.zone}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryActionClass}>
          {words.submit}
        </button>
      </form>
      <div role="status" className="mt-8">
        <div
          data-estimate-answer
          hidden={!answer}
          className="rounded-lg border-2 border-brand-600 bg-surface p-5"
        >
          <h3 className="text-xl font-semibold text-brand-900">{words.answerHeading}</h3>
          <div data-estimate-sentences>
            {(answer ?? []).map((sentence, index) => (
              <p key={sentence} className={index === 0 ? "mt-2 text-lg font-semibold" : "mt-2"}>
                {sentence}
              </p>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

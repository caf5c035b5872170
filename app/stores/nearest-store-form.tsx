import { primaryActionClass } from "../components/primary-action";
import type { StoresContent } from "../content/stores";
import type { LocateWords } from "../content/types";
import { LocateButton } from "../map/locate-button";
import { TextWithLtrRuns } from "../i18n/ltr-text";
import { NEAR_PARAM } from "../site/query-params";
import type { StoresView } from "./stores-view.server";

/** The form's own anchor, so its answer opens where the visitor asked. */
const NEAREST_ID = "nearest";

/**
 * "Nearest store": a GET form the server answers (`/stores?near=sharjah`) by listing the stores
 * closest first; it needs no script. The places it knows are offered as one types.
 */
export function NearestStoreForm({
  words,
  locate,
  nearest,
}: {
  words: StoresContent["nearest"];
  locate: LocateWords;
  nearest: StoresView["nearest"];
}) {
  const { problem, answer } = nearest;
  return (
    <section
      id={NEAREST_ID}
      aria-labelledby="nearest-heading"
      className="rounded-2xl bg-brand-50 p-5 sm:p-8 lg:col-start-1"
    >
      <h2 id="nearest-heading" className="text-2xl font-bold text-brand-900">
        {words.heading}
      </h2>
      <form method="get" action={`${nearest.action}#${NEAREST_ID}`} className="mt-4">
        <label htmlFor="near" className="block font-semibold text-ink">
          {words.label}
        </label>
        <p id="near-hint" className="text-sm text-ink-muted">
          <TextWithLtrRuns text={words.hint} />
        </p>
        {problem ? (
          <p id="near-problem" className="mt-1 font-semibold text-red-800">
            {problem}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-3">
          <input
            id="near"
            name={NEAR_PARAM}
            type="text"
            list="near-places"
            autoComplete="off"
            defaultValue={nearest.typed}
            aria-describedby={problem ? "near-hint near-problem" : "near-hint"}
            aria-invalid={problem ? true : undefined}
            className={`block w-full max-w-xs rounded-lg border-2 bg-surface px-3 py-2 text-ink ${
              problem ? "border-red-700" : "border-line"
            }`}
          />
          <datalist id="near-places">
            {nearest.places.map((place) => (
              <option key={place} value={place} />
            ))}
          </datalist>
          <button type="submit" className={primaryActionClass}>
            {words.button}
          </button>
        </div>
      </form>
      <LocateButton action={`${nearest.action}#${NEAREST_ID}`} words={locate} className="mt-4" />
      {answer ? (
        <p role="status" className="mt-4 text-lg font-semibold text-brand-900">
          {answer}
        </p>
      ) : null}
    </section>
  );
}

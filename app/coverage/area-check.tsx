import { SearchForm } from "../components/search-form";
import type { LocateWords } from "../content/types";
import { LocateButton } from "../map/locate-button";
import { LtrText, TextWithLtrRuns } from "../i18n/ltr-text";
import { AREA_PARAM } from "../site/query-params";
import type { coverageFilterIsland } from "./coverage-islands";
import type { CoverageContent } from "../content/coverage";
import type { AreaAnswerView, AreaCheckView } from "./coverage-view.server";

/** Its declaration's name, checked against its type: the page does not import it. */
const FILTER_ISLAND: typeof coverageFilterIsland.name = "coverage-filter";

export const AREA_INPUT_ID = "area-query";

interface AreaCheckProps {
  check: AreaCheckView;
  words: CoverageContent["check"];
  filter: CoverageContent["filter"];
  filterStatus: string;
  locate: LocateWords;
  /** The id of the section of tables the filter hides rows of. */
  tablesId: string;
}

/**
 * "Check your area": a GET form the server answers in words (`?area=`), which the filter's
 * script, once loaded, also turns into a filter of the tables as one types
 * (coverage-filter.client.ts). The answer and the filter's count are a live region.
 */
export function AreaCheck({
  check,
  words,
  filter,
  filterStatus,
  locate,
  tablesId,
}: AreaCheckProps) {
  const { action, query, problem, answers, closest, several, here } = check;
  return (
    <div
      data-island={FILTER_ISLAND}
      data-tables={tablesId}
      data-messages={JSON.stringify(filter)}
      className="contents"
    >
      <search
        aria-labelledby="area-check-heading"
        className="mt-8 block rounded-2xl border border-line bg-surface-muted p-4 sm:p-6"
      >
        <h2 id="area-check-heading" className="text-xl font-semibold text-brand-900">
          {words.heading}
        </h2>
        <SearchForm
          action={action}
          name={AREA_PARAM}
          query={query}
          inputId={AREA_INPUT_ID}
          words={words}
          className="mt-3"
        />
        <LocateButton action={action} words={locate} className="mt-4" />
        <div role="status" className="mt-3 text-ink">
          <p data-filter-count className="min-h-6">
            {filterStatus}
          </p>
          <div data-area-answer data-query={query}>
            {problem === "empty" ? <p className="font-semibold">{words.empty}</p> : null}
            {problem === "no-match" ? (
              <p className="font-semibold">
                {words.noMatch.before} <q>{query}</q>
                {words.noMatch.after}
              </p>
            ) : null}
            {problem === "outside" ? <p className="font-semibold">{words.outside}</p> : null}
            {problem === "unreadable" ? <p className="font-semibold">{words.unreadable}</p> : null}
            {here ? <p className="font-semibold">{here}</p> : null}
            {several ? <p className="font-semibold">{several}</p> : null}
            {closest ? <p className="font-semibold">{words.closest}</p> : null}
            {answers.map((answer) => (
              <AreaAnswer key={answer.id} answer={answer} words={words} />
            ))}
            {several ? (
              <p className="mt-2">
                <a
                  href={`${action}#${tablesId}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {words.showAll}
                </a>
              </p>
            ) : null}
          </div>
        </div>
      </search>
    </div>
  );
}

/** One community's coverage in words: outdoors, indoors, and where 5G is when it has none. */
function AreaAnswer({
  answer,
  words,
}: {
  answer: AreaAnswerView;
  words: CoverageContent["check"];
}) {
  const line = (levels: AreaAnswerView["outdoors"]) =>
    levels.map(({ generation, word }, index) => (
      <span key={generation}>
        {index > 0 ? " · " : null}
        <LtrText>{generation}</LtrText>: {word}
      </span>
    ));
  return (
    <div data-area={answer.id} className="mt-3 rounded-lg border border-line bg-white p-3">
      <p className="font-semibold">{answer.gets}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3">
        <dt className="font-semibold">{words.outdoors}</dt>
        <dd>{line(answer.outdoors)}</dd>
        <dt className="font-semibold">{words.indoors}</dt>
        <dd>{line(answer.indoors)}</dd>
      </dl>
      {answer.no5g ? (
        <p className="mt-2">
          <TextWithLtrRuns text={answer.no5g} />
        </p>
      ) : null}
      {answer.nearest5g ? (
        <p className="mt-1">
          <TextWithLtrRuns text={answer.nearest5g} />
        </p>
      ) : null}
    </div>
  );
}

import { WithQuery } from "../components/with-query";
import { TextWithLtrRuns } from "../i18n/ltr-text";
import type { siteSearchIsland } from "./search-islands";
import type { SearchView } from "./search-view.server";

/** Its declaration's name, checked against its type: the page does not import it. */
const SEARCH_ISLAND: typeof siteSearchIsland.name = "site-search";

/** The search page's own field; the header's is another, and both take suggestions. */
export const SEARCH_INPUT_ID = "search-page-query";

/**
 * The site search: a GET form the server answers (`?q=`), so it works without JavaScript and an
 * answer has an address; its script adds suggestions as one types. Without a query, examples of
 * what can be asked; with one, the answers grouped by kind, each a line with its link, or an
 * honest "nothing found" with the ways to ask us.
 */
export function SearchPage({ words, action, param, query, examples, answer }: SearchView) {
  const hintId = `${SEARCH_INPUT_ID}-hint`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">
        {answer ? <WithQuery template={words.answerHeading} query={query} /> : words.heading}
      </h1>
      {!answer && <p className="mt-3 text-lg text-ink-muted">{words.intro}</p>}
      <search className="mt-6 block rounded-2xl border border-line bg-surface-muted p-4 sm:p-6">
        <form method="get" action={action} data-island={SEARCH_ISLAND}>
          <label htmlFor={SEARCH_INPUT_ID} className="block text-lg font-semibold text-brand-900">
            {words.form.label}
          </label>
          <p id={hintId} className="mt-1 text-sm text-ink-muted">
            <TextWithLtrRuns text={words.form.hint} />
          </p>
          <div className="mt-3 flex gap-2">
            <div className="relative min-w-0 flex-1">
              <input
                id={SEARCH_INPUT_ID}
                type="search"
                name={param}
                defaultValue={query}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={hintId}
                data-site-search=""
                className="w-full rounded-lg border border-ink-muted bg-white px-3 py-2 text-lg text-ink"
              />
            </div>
            <button
              type="submit"
              className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {words.form.submit}
            </button>
          </div>
        </form>
      </search>

      {answer === null && (
        <section aria-labelledby="search-examples" className="mt-10">
          <h2 id="search-examples" className="text-2xl font-bold text-brand-900">
            {words.examplesHeading}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {examples.map((example) => (
              <li key={example.query} className="rounded-xl border border-line bg-white p-4">
                <a href={example.href} className="font-semibold text-brand-700 underline">
                  {example.query}
                </a>
                <p className="mt-1 text-ink-muted">{example.tells}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {answer?.found === true && (
        <div className="mt-8">
          <p className="text-ink">
            {answer.status}
            {answer.closest && <span className="block">{words.closest}</span>}
          </p>
          {answer.groups.map((group) => (
            <section
              key={group.kind}
              aria-labelledby={`answers-${group.kind}`}
              className="mt-8 border-t border-line pt-6"
            >
              <h2 id={`answers-${group.kind}`} className="text-2xl font-bold text-brand-900">
                {group.heading}
              </h2>
              <ul className="mt-3 space-y-3">
                {group.answers.map((found) => (
                  <li key={found.href + found.title}>
                    <a href={found.href} className="text-lg font-semibold text-brand-700 underline">
                      {found.title}
                    </a>
                    <p className="text-ink">
                      <TextWithLtrRuns text={found.line} />
                    </p>
                  </li>
                ))}
              </ul>
              {group.more && <p className="mt-3 text-ink-muted">{group.more}</p>}
            </section>
          ))}
        </div>
      )}

      {answer?.found === false && (
        <div className="mt-8">
          <section aria-labelledby="search-none">
            <h2 id="search-none" className="text-2xl font-bold text-brand-900">
              {words.none.heading}
            </h2>
            <p className="mt-2 text-lg text-ink">{words.none.tryAgain}</p>
          </section>
          <section aria-labelledby="search-ask" className="mt-8">
            <h2 id="search-ask" className="text-2xl font-bold text-brand-900">
              {words.none.askHeading}
            </h2>
            <ul className="mt-3 space-y-2">
              {answer.ways.map((way) => (
                <li key={way.href}>
                  <a href={way.href} className="text-lg font-semibold text-brand-700 underline">
                    <TextWithLtrRuns text={way.text} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
}

import { SearchForm } from "../components/search-form";
import { DESTINATION_QUERY_PARAM } from "../site/query-params";
import type { destinationFinderIsland } from "./rates-islands";
import type { FinderView } from "./finder-view.server";

/** Its declaration's name, checked against its type: the page does not import it. */
const FINDER_ISLAND: typeof destinationFinderIsland.name = "destination-finder";

/** The ids the finder's parts go by; its script finds them inside the island. */
export const FINDER_INPUT_ID = "destination-query";

interface DestinationFinderProps {
  finder: FinderView;
  /** The id of the table whose rows it filters. */
  tableId: string;
}

/**
 * The search form above a rates table: a GET form the server answers (`?q=`), which the
 * finder's script, once loaded, turns into a filter as one types (destination-finder.client.ts).
 * The live region says how many rows match, or that none does, with a way back to all.
 */
export function DestinationFinder({ finder, tableId }: DestinationFinderProps) {
  const { words, action, query, status, matched, home, homeKeys } = finder;
  return (
    <div
      data-island={FINDER_ISLAND}
      data-table={tableId}
      data-messages={JSON.stringify({ found: words.found, all: words.all })}
      data-home-search={homeKeys.names}
      data-home-codes={homeKeys.codes.join(" ")}
      className="contents"
    >
      <search className="block rounded-2xl border border-line bg-surface-muted p-4 sm:p-6">
        <SearchForm
          action={action}
          name={DESTINATION_QUERY_PARAM}
          query={query}
          inputId={FINDER_INPUT_ID}
          words={words}
        />
        <div role="status" className="mt-3 min-h-6 text-ink">
          <p data-finder-count>{status}</p>
          <p data-finder-home hidden={!home}>
            {words.home}
          </p>
          <p data-finder-none hidden={matched > 0 || home}>
            {words.noMatch.before} <q data-finder-query>{query}</q>
            {words.noMatch.after}{" "}
            <a
              href={`${action}#${tableId}`}
              data-finder-reset
              className="font-semibold text-brand-700 underline"
            >
              {words.showAll}
            </a>
          </p>
        </div>
      </search>
    </div>
  );
}

/** The A–Z (أ–ي) index: a link to each letter's rows. */
export function LetterIndex({ finder }: { finder: FinderView }) {
  return (
    <nav aria-label={finder.words.indexLabel} data-letter-index className="mt-6">
      <ul className="flex flex-wrap gap-1">
        {finder.index.map(({ letter, id }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="flex h-11 min-w-11 items-center justify-center rounded-md border border-line bg-white px-2 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {letter}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { dialledDigits, type SearchKeys, WHOLE_NUMBER_DIGITS } from "../search/matching";
import { filterRows } from "../search/row-filter.client";
import { placesAnsweringOrClosest } from "../search/slips";

/**
 * The finder in the browser: filters the rows already in the page as a visitor types, by the same
 * rules the server answers `?q=` with (app/search/matching.ts), and says how many match in the
 * live region, or that the UAE's numbers are local. A whole phone number sent with the form goes
 * to the server, whose phone-number library knows which of the countries sharing a code it
 * belongs to. The address keeps the search (docs/decisions/042-destination-finder-without-a-framework.md).
 * A page that answers a query has no table (its cards are the answer): there the form is left
 * to the server.
 */
export function enhanceDestinationFinder(root: HTMLElement): void {
  const parts = partsOf(root);
  if (!parts) {
    // A page answering a query has cards, no rows: the form goes to the server as it is.
    root.dataset.hydrated = "";
    return;
  }
  const { table, form, input, count, none, home, echo, reset } = parts;
  const index = document.querySelector<HTMLElement>("[data-letter-index]");

  const keysOf = (names = "", codes = ""): SearchKeys => ({ names, codes: codes.split(" ") });
  const [filter, clear] = filterRows(
    root,
    table,
    input,
    count,
    // The UAE's own keys last: its numbers are local, which the finder says.
    (rows) => {
      const places = [
        ...rows.map((row) => keysOf(row.dataset.search, row.dataset.codes)),
        keysOf(root.dataset.homeSearch, root.dataset.homeCodes),
      ];
      return (query) => placesAnsweringOrClosest(places, query);
    },
    (query, answers, shown) => {
      const isHome = answers.at(-1) === true && query !== "";
      home.hidden = !isHome;
      echo.textContent = query;
      none.hidden = shown > 0 || isHome;
      // The rows found come right under the finder: the A–Z index waits for an empty field.
      if (index) index.hidden = query !== "";
      // The address keeps the search, so a reload or a shared link shows the same rows.
      const url = new URL(location.href);
      if (query) url.searchParams.set(input.name, query);
      else url.searchParams.delete(input.name);
      history.replaceState(history.state, "", url);
      // The language switch leads to the same search in the other language.
      for (const link of document.querySelectorAll<HTMLAnchorElement>("a[hreflang]")) {
        link.setAttribute("href", `${link.pathname}${url.search}`);
      }
    },
  );

  form.addEventListener("submit", (event) => {
    // Online, the server answers the search with its card (the price, what fits, the rule); a
    // whole phone number needs the server's phone-number library. Offline, the rows answer.
    if (navigator.onLine) return;
    if ((dialledDigits(input.value.trim())?.length ?? 0) >= WHOLE_NUMBER_DIGITS) return;
    event.preventDefault();
    filter();
  });
  reset?.addEventListener("click", (event) => {
    event.preventDefault();
    clear();
  });
}

/** The finder's elements, as destination-finder.tsx renders them; null if one is missing. */
function partsOf(root: HTMLElement) {
  const table = document.getElementById(root.dataset.table ?? "");
  const form = root.querySelector("form");
  const input = form?.querySelector("input[type=search]");
  const count = root.querySelector<HTMLElement>("[data-finder-count]");
  const none = root.querySelector<HTMLElement>("[data-finder-none]");
  const home = root.querySelector<HTMLElement>("[data-finder-home]");
  const echo = root.querySelector<HTMLElement>("[data-finder-query]");
  const reset = root.querySelector<HTMLAnchorElement>("[data-finder-reset]");
  if (
    !table ||
    !form ||
    !(input instanceof HTMLInputElement) ||
    !count ||
    !none ||
    !home ||
    !echo
  ) {
    return null;
  }
  return { table, form, input, count, none, home, echo, reset };
}

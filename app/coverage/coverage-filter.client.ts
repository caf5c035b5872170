import { filterRows } from "../search/row-filter.client";
import { placesAnsweringWithSlips } from "../search/slips";

/**
 * The coverage tables filtered as a visitor types, by the same rules the server answers
 * `?area=` with (app/search/slips.ts), the count said in the live region. Sending the form
 * still asks the server, whose answer says in words what a phone gets; the answer shown for an
 * earlier query is hidden while the query differs from it (the form's own query, the one it
 * shows at first, is its answer's). A query that finds nothing leaves every row in view, as
 * the server's answer does. Each emirate's table is folded under its name: the ones with a
 * community that answers open as one types, and an emptied query folds them back as the server
 * sent them.
 */
export function enhanceCoverageFilter(root: HTMLElement): void {
  const parts = partsOf(root);
  if (!parts) return;
  const { tables, input, count, answer } = parts;
  const answered = answer.dataset.query ?? "";
  filterRows(
    root,
    tables,
    input,
    count,
    (rows) => {
      const places = rows.map((row) => row.dataset.search ?? "");
      return (query) => placesAnsweringWithSlips(places, query).answers;
    },
    // The answer to an earlier query is hidden while the query differs from it.
    (query, answers) => {
      answer.hidden = query !== answered;
      const found = query !== "" && answers.includes(true);
      for (const emirate of tables.querySelectorAll("details")) {
        const shown = emirate.querySelector("tr[data-search]:not([hidden])") !== null;
        emirate.hidden = !shown;
        emirate.open = found ? shown : "openAtFirst" in emirate.dataset;
      }
    },
    true,
  );
}

/** The filter's elements, as area-check.tsx renders them; null if one is missing. */
function partsOf(root: HTMLElement) {
  const tables = document.getElementById(root.dataset.tables ?? "");
  const input = root.querySelector("input[type=search]");
  const count = root.querySelector<HTMLElement>("[data-filter-count]");
  const answer = root.querySelector<HTMLElement>("[data-area-answer]");
  if (!tables || !(input instanceof HTMLInputElement) || !count || !answer) return null;
  return { tables, input, count, answer };
}

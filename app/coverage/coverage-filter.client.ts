import type { PluralMessages } from "../content/types";
import { typedLine } from "../i18n/typed-text";
import { placesAnsweringWithSlips } from "../search/slips";

/**
 * The coverage tables filtered as a visitor types, by the same rules the server answers
 * `?area=` with (app/search/slips.ts), the count said in the live region. Sending the form still
 * asks the server, whose answer says in words what a phone gets; the answer shown for an
 * earlier query is hidden while the query differs from it. Escape clears. No framework: the
 * rows are the server's HTML, and hiding them is all there is to do.
 */
export function enhanceCoverageFilter(root: HTMLElement): void {
  const parts = partsOf(root);
  if (!parts) return;
  const { tables, input, count, answer } = parts;

  const rows = [...tables.querySelectorAll<HTMLTableRowElement>("tr[data-search]")];
  const places = rows.map((row) => row.dataset.search ?? "");
  const groups = [...new Set(rows.map((row) => row.closest("table")?.parentElement))];
  const messages = JSON.parse(root.dataset.messages ?? "{}") as Record<
    "found" | "all",
    PluralMessages
  >;
  const lang = document.documentElement.lang;
  const plural = new Intl.PluralRules(lang);
  const figure = new Intl.NumberFormat(lang, { numberingSystem: "latn" });
  const say = (set: PluralMessages, n: number) =>
    (set[plural.select(n)] ?? set.other).replace("{count}", figure.format(n));

  const answered = answer.dataset.query ?? "";
  let shownQuery = typedLine(input.defaultValue);
  function filter(): void {
    const query = typedLine(input.value);
    answer.hidden = query !== answered;
    if (query === shownQuery) return;
    shownQuery = query;
    const { answers } = placesAnsweringWithSlips(places, query);
    // Nothing found leaves every row in view, as the server's answer does.
    const none = !answers.includes(true);
    let shown = 0;
    rows.forEach((row, index) => {
      row.hidden = !none && !answers[index];
      if (answers[index]) shown += 1;
    });
    for (const group of groups) {
      if (group) group.hidden = !group.querySelector("tr[data-search]:not([hidden])");
    }
    count.textContent = shown === 0 ? "" : say(query ? messages.found : messages.all, shown);
  }

  input.addEventListener("input", filter);
  input.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || input.value === "") return;
    event.preventDefault();
    input.value = "";
    filter();
  });
  filter();
  root.dataset.hydrated = "";
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

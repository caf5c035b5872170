import { typedLine } from "../i18n/typed-text";
import type { CountMessages } from "./count-sentence";

/**
 * The finders' one way of filtering the rows already in the page as a visitor types (the rates
 * pages' destinations, the coverage page's communities), by the same rules the server answers
 * the form with: each row (`tr[data-search]` in `tables`) hidden or shown, a table hidden with
 * all its rows so an empty one leaves no caption, the count said in the live region `count` in
 * the sentences `root` holds (`data-messages`: "found" and "all"), Escape to clear. What was
 * typed before the script arrived is filtered at once, and `root` is marked hydrated. No
 * framework: the rows are the server's HTML, and hiding them is all there is to do
 * (docs/decisions/042-destination-finder-without-a-framework.md).
 *
 * `answering` makes, once, from the rows, how they answer a query: an answer a row, in their
 * order (answers past the rows, such as the UAE's own, are the finder's). `shown` is told each
 * new query once the rows show its answer, with how many rows answer. With `noneShowsAll`, a
 * query that finds nothing leaves every row in view, as the server's answer does. Arguments in
 * a row rather than named: the browser fetches the names of an object's fields as they are.
 * Returns the filter, for the form's own events, and what clears it.
 */
export function filterRows(
  root: HTMLElement,
  tables: HTMLElement,
  input: HTMLInputElement,
  count: HTMLElement,
  answering: (rows: HTMLTableRowElement[]) => (query: string) => boolean[],
  shown: (query: string, answers: boolean[], shown: number) => void,
  noneShowsAll?: boolean,
): [filter: () => void, clear: () => void] {
  const rows = [...tables.querySelectorAll<HTMLTableRowElement>("tr[data-search]")];
  const answers = answering(rows);
  const groups = [...new Set(rows.map((row) => row.closest("table")?.parentElement))];
  const messages = JSON.parse(root.dataset.messages ?? "{}") as Record<
    "found" | "all",
    CountMessages
  >;
  const lang = document.documentElement.lang;
  const plural = new Intl.PluralRules(lang);
  const figure = new Intl.NumberFormat(lang, { numberingSystem: "latn" });
  const say = (set: CountMessages, n: number) =>
    (set[plural.select(n)] ?? set.other).replace("{count}", figure.format(n));

  let shownQuery = typedLine(input.defaultValue);
  function filter(): void {
    const query = typedLine(input.value);
    if (query === shownQuery) return;
    shownQuery = query;
    const answered = answers(query);
    const none = noneShowsAll && !answered.includes(true);
    let matched = 0;
    rows.forEach((row, index) => {
      row.hidden = !none && !answered[index];
      if (answered[index]) matched += 1;
    });
    for (const group of groups) {
      if (group) group.hidden = !group.querySelector("tr[data-search]:not([hidden])");
    }
    count.textContent = matched === 0 ? "" : say(query ? messages.found : messages.all, matched);
    shown(query, answered, matched);
  }
  function clear(): void {
    input.value = "";
    filter();
    input.focus();
  }

  input.addEventListener("input", filter);
  input.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || input.value === "") return;
    event.preventDefault();
    clear();
  });
  filter();
  root.dataset.hydrated = "";
  return [filter, clear];
}

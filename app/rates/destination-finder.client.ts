import type { PluralMessages } from "../content/types";
import { typedLine } from "../i18n/typed-text";
import {
  dialledDigits,
  placesAnswering,
  type SearchKeys,
  WHOLE_NUMBER_DIGITS,
} from "../search/matching";

/**
 * The finder in the browser: filters the rows already in the page as a visitor types, by the same
 * rules the server answers `?q=` with (app/search/matching.ts), and says how many match in the live
 * region, or that the UAE's numbers are local. A whole phone number sent with the form goes to the
 * server, whose phone-number library knows which of the countries sharing a code it belongs to.
 * Escape clears it. No framework: the rows are the server's HTML, and hiding them is all there is
 * to do (docs/decisions/042-destination-finder-without-a-framework.md).
 */
export function enhanceDestinationFinder(root: HTMLElement): void {
  const parts = partsOf(root);
  if (!parts) return;
  const { table, form, input, count, none, home, echo, reset } = parts;

  const keysOf = (names = "", codes = ""): SearchKeys => ({ names, codes: codes.split(" ") });
  const rows = [...table.querySelectorAll<HTMLTableRowElement>("tr[data-search]")].map((row) => ({
    row,
    keys: keysOf(row.dataset.search, row.dataset.codes),
  }));
  const places = [
    ...rows.map(({ keys }) => keys),
    keysOf(root.dataset.homeSearch, root.dataset.homeCodes),
  ];
  // Each letter's table, hidden with all its rows so an empty letter leaves no caption.
  const groups = [...new Set(rows.map(({ row }) => row.closest("table")?.parentElement))];
  const messages = JSON.parse(root.dataset.messages ?? "{}") as Record<
    "found" | "all",
    PluralMessages
  >;
  const lang = document.documentElement.lang;
  const plural = new Intl.PluralRules(lang);
  const figure = new Intl.NumberFormat(lang, { numberingSystem: "latn" });
  const say = (set: PluralMessages, n: number) =>
    (set[plural.select(n)] ?? set.other).replace("{count}", figure.format(n));

  let shownQuery = typedLine(input.defaultValue);
  function filter(): void {
    const query = typedLine(input.value);
    if (query === shownQuery) return;
    shownQuery = query;
    const answers = placesAnswering(places, query);
    let shown = 0;
    rows.forEach(({ row }, index) => {
      row.hidden = !answers[index];
      if (answers[index]) shown += 1;
    });
    const isHome = answers.at(-1) === true && query !== "";
    home.hidden = !isHome;
    for (const group of groups) {
      if (group) group.hidden = !group.querySelector("tr[data-search]:not([hidden])");
    }
    echo.textContent = query;
    none.hidden = shown > 0 || isHome;
    count.textContent = shown === 0 ? "" : say(query ? messages.found : messages.all, shown);
    // The address keeps the search, so a reload or a shared link shows the same rows.
    const url = new URL(location.href);
    if (query) url.searchParams.set(input.name, query);
    else url.searchParams.delete(input.name);
    history.replaceState(history.state, "", url);
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
  form.addEventListener("submit", (event) => {
    if ((dialledDigits(input.value.trim())?.length ?? 0) >= WHOLE_NUMBER_DIGITS) return;
    event.preventDefault();
    filter();
  });
  reset?.addEventListener("click", (event) => {
    event.preventDefault();
    clear();
  });
  // What a visitor typed before the script arrived is filtered at once.
  filter();
  root.dataset.hydrated = "";
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

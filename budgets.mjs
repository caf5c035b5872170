// @ts-check

/**
 * @typedef {"html" | "css" | "font" | "jsAtLoad" | "jsAfterUse" | "serviceWorker"} BudgetKind
 * @typedef {{ pages: string } & Partial<Record<BudgetKind, number>>} BudgetGroup
 */

/**
 * What a page may weigh, in KB (1,024 bytes), compressed as the server sends it. Each budget
 * is set here and nowhere else: the browser tests hold the build to it
 * (tests/e2e/budgets.spec.ts), `npm run bench` marks its targets with it (bench/pages/), and a
 * unit test holds the README's table to it (tests/readme.test.ts).
 *
 * JavaScript counts twice: at load, before a visitor nears or touches an island, and after
 * use, once a visitor has scrolled through the page and used every island on it. The service
 * worker, which keeps a page for reading offline, is counted apart: the page never loads it.
 */
export const budgets = /** @satisfies {Record<string, BudgetGroup>} */ ({
  home: {
    pages: "Home (`/`, `/ar`)",
    html: 35,
    css: 15,
    font: 60,
    jsAtLoad: 5,
    jsAfterUse: 80,
  },
  /**
   * Every destination is in the HTML; the one island is the destination finder. A service
   * worker keeps each page to read offline.
   */
  rates: {
    pages: "Rates (`/international-calls`, `/roaming`, in both languages)",
    html: 30,
    jsAtLoad: 5,
    jsAfterUse: 15,
    serviceWorker: 2,
  },
  /**
   * Every community in the HTML, about 10 KB, and the map drawn into it at build, at most
   * 40 KB; the one island is the tables' filter, plain code like the rates pages' finder.
   */
  coverage: {
    pages: "Coverage (`/coverage`, `/ar/coverage`)",
    html: 55,
    jsAtLoad: 5,
    jsAfterUse: 10,
  },
  /** Tables, Key Facts and a FAQ in HTML; the plan finder is a form the server answers. */
  plans: {
    pages: "Plans (`/plans` and each plan's page, in both languages)",
    jsAtLoad: 0,
    jsAfterUse: 0,
  },
  /**
   * Every store in HTML; the one script keeps "open now" true on a cached page, loaded with it.
   */
  stores: {
    pages: "Stores (`/stores`, in both languages)",
    jsAtLoad: 5,
  },
  /**
   * The search page and its answers are the server's HTML; the one island is the suggestions
   * as one types, plain code loaded when a visitor touches the field.
   */
  search: {
    pages: "Search (`/search` and its answers, in both languages)",
    html: 10,
    jsAtLoad: 5,
    jsAfterUse: 10,
  },
});

/**
 * What the UAE map (app/map/) may add to the page that shows it, in KB compressed: its SVG with
 * the country's outline and `marks` marks, the most a page is expected to place. A unit test
 * holds it (app/map/uae-map-budget.test.tsx); the pages' own budgets include it.
 */
export const uaeMapBudget = { compressedKb: 40, marks: 200 };

/** The README's name for each kind of budget, in the order of its table's columns.
 * @type {Record<BudgetKind, string>} */
export const budgetKindNames = {
  html: "HTML",
  css: "CSS",
  font: "Fonts",
  jsAtLoad: "JavaScript at load",
  jsAfterUse: "JavaScript after use",
  serviceWorker: "Service worker",
};

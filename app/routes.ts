import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { locales, localizedPath } from "./i18n/locale";
import {
  CALL_RATES_CSV_PATH,
  coveragePagePath,
  devicesPagePath,
  joinPagePath,
  legalSlugs,
  livePagePaths,
  NETWORK_STATUS_FEED_PATH,
  NETWORK_STATUS_JSON_PATH,
  NETWORK_SUMMARY_PATH,
  planPagePath,
  plansPagePath,
  ratesPagePaths,
  SEARCH_SUGGESTIONS_PATH,
  searchPagePath,
  statementPagePaths,
  storesPagePath,
} from "./site/paths";
import { CONTACT_ENDPOINT } from "./site/contact-urls";
import { planIds } from "./domain/catalog";

/**
 * The same pages in every locale: English unprefixed, other locales under their prefix. One
 * module serves all legal pages; a catch-all per locale answers 404 in its language.
 */
function routePath(locale: (typeof locales)[number], path: string): string {
  return localizedPath(locale, path).replace(/^\//, "");
}

/**
 * Every path matches in its exact letter case, so one page has one address (`/AR` is not the
 * Arabic home page); the not-found route sends a wrong casing of a real page to its address.
 */
const exactCase = { caseSensitive: true } as const;

export default [
  route("sitemap.xml", "routes/sitemap.ts", exactCase),
  route("robots.txt", "routes/robots.ts", exactCase),
  route(CALL_RATES_CSV_PATH.slice(1), "routes/call-rates-csv.ts", exactCase),
  route(NETWORK_STATUS_JSON_PATH.slice(1), "routes/network-status-json.ts", exactCase),
  route(NETWORK_STATUS_FEED_PATH.slice(1), "routes/network-status-atom.ts", exactCase),
  route(NETWORK_SUMMARY_PATH.slice(1), "routes/network-status-summary.ts", exactCase),
  // The contact form's JSON twin of the home page's action, for the form's script.
  ...locales.map((locale) =>
    route(routePath(locale, CONTACT_ENDPOINT), "routes/contact-message.ts", {
      id: `contact-message-${locale}`,
      ...exactCase,
    }),
  ),
  // The site search's suggestions as one types, in each language.
  ...locales.map((locale) =>
    route(routePath(locale, SEARCH_SUGGESTIONS_PATH), "routes/search-suggestions.ts", {
      id: `search-suggestions-${locale}`,
      ...exactCase,
    }),
  ),
  // Every page sits under one pathless route whose error boundary words its error pages.
  layout("routes/page.tsx", [
    ...locales.flatMap((locale) => [
      // At `/` the home page is the index route (a route with an empty path would leave form posts
      // to its parent); under a prefix it is that prefix's route.
      routePath(locale, "/") === ""
        ? index("routes/home.tsx", { id: `home-${locale}` })
        : route(routePath(locale, "/"), "routes/home.tsx", { id: `home-${locale}`, ...exactCase }),
      ...legalSlugs.map((slug) =>
        route(routePath(locale, `/${slug}`), "routes/legal.tsx", {
          id: `${slug}-${locale}`,
          ...exactCase,
        }),
      ),
      // Each rates page is the module of its name (routes/roaming.tsx).
      ...ratesPagePaths.map((path) =>
        route(routePath(locale, path), `routes${path}.tsx`, {
          id: `${path.slice(1)}-${locale}`,
          ...exactCase,
        }),
      ),
      route(routePath(locale, plansPagePath), "routes/plans.tsx", {
        id: `plans-${locale}`,
        ...exactCase,
      }),
      // One module for every plan's page: the path names the plan.
      ...planIds.map((id) =>
        route(routePath(locale, planPagePath(id)), "routes/plan.tsx", {
          id: `plan-${id}-${locale}`,
          ...exactCase,
        }),
      ),
      // Prerendered with its form; `?model=` is answered by the server.
      route(routePath(locale, devicesPagePath), "routes/devices.tsx", {
        id: `devices-${locale}`,
        ...exactCase,
      }),
      // Rendered per request: its notices change while the site runs.
      ...livePagePaths.map((path) =>
        route(routePath(locale, path), `routes${path}.tsx`, {
          id: `${path.slice(1)}-${locale}`,
          ...exactCase,
        }),
      ),
      // One module for the complaints procedure and the accessibility statement.
      ...statementPagePaths.map((path) =>
        route(routePath(locale, path), "routes/statement.tsx", {
          id: `${path.slice(1)}-${locale}`,
          ...exactCase,
        }),
      ),
      // Prerendered without a plan; a plan chosen, a post and its confirmation are the server's.
      route(routePath(locale, joinPagePath), "routes/join.tsx", {
        id: `join-${locale}`,
        ...exactCase,
      }),
      route(routePath(locale, storesPagePath), "routes/stores.tsx", {
        id: `stores-${locale}`,
        ...exactCase,
      }),
      route(routePath(locale, coveragePagePath), "routes/coverage.tsx", {
        id: `coverage-${locale}`,
        ...exactCase,
      }),
      // Prerendered with its examples; `?q=` is answered by the server.
      route(routePath(locale, searchPagePath), "routes/search.tsx", {
        id: `search-${locale}`,
        ...exactCase,
      }),
      route(routePath(locale, "/*"), "routes/not-found.tsx", {
        id: `not-found-${locale}`,
        ...exactCase,
      }),
    ]),
  ]),
] satisfies RouteConfig;

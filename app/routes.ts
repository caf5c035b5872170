import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { locales, localizedPath } from "./lib/locale";
import { legalSlugs } from "./lib/site-paths";

/**
 * The same pages in every locale: English at the spec's paths, other locales under their
 * prefix. One module serves all legal pages; a catch-all per locale answers 404 in its language.
 */
function routePath(locale: (typeof locales)[number], path: string): string {
  return localizedPath(locale, path).replace(/^\//, "");
}

export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  ...locales.flatMap((locale) => [
    // At `/` the home page is the index route (a route with an empty path would leave form posts
    // to the root); under a prefix it is that prefix's route.
    routePath(locale, "/") === ""
      ? index("routes/home.tsx", { id: `home-${locale}` })
      : route(routePath(locale, "/"), "routes/home.tsx", { id: `home-${locale}` }),
    ...legalSlugs.map((slug) =>
      route(routePath(locale, `/${slug}`), "routes/legal.tsx", { id: `${slug}-${locale}` }),
    ),
    route(routePath(locale, "/*"), "routes/not-found.tsx", { id: `not-found-${locale}` }),
  ]),
] satisfies RouteConfig;

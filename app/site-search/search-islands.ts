import { enhancement } from "../islands/registry";

/**
 * Suggestions as one types in a site search field (`input[data-site-search]`, the header's and
 * the search page's): plain code, loaded when a visitor touches the field.
 */
export const siteSearchIsland = enhancement("site-search", () =>
  import("./suggestions.client").then((module) => module.enhanceSiteSearch),
);

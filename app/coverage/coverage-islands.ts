import { enhancement } from "../islands/registry";

/** The coverage tables' filter: plain code, loaded when a visitor touches the form. */
export const coverageFilterIsland = enhancement("coverage-filter", () =>
  import("./coverage-filter.client").then((module) => module.enhanceCoverageFilter),
);

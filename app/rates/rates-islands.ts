import { enhancement } from "../islands/registry";

/** The rates pages' destination finder: plain code, loaded when a visitor touches the form. */
export const destinationFinderIsland = enhancement("destination-finder", () =>
  import("./destination-finder.client").then((module) => module.enhanceDestinationFinder),
);

/** The calls page's monthly estimate: plain code, loaded when a visitor touches the form. */
export const callEstimateIsland = enhancement("call-estimate", () =>
  import("./call-estimate.client").then((module) => module.enhanceCallEstimate),
);

import { enhancement } from "../islands/registry";

/**
 * The stores page's hours: plain code that keeps "open now" true on a cached copy, loaded as
 * the list comes near (the page marks it `data-at-load`), not on a touch.
 */
export const storeHoursIsland = enhancement("store-hours", () =>
  import("./store-hours.client").then((module) => module.enhanceStoreHours),
);

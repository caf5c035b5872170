import { enhancement } from "../islands/registry";

/**
 * "Use my location" on the coverage and stores pages: plain code, loaded as the button nears
 * (`data-at-load`), which asks the browser for the location only when the button is pressed.
 */
export const locateIsland = enhancement("locate", () =>
  import("./locate.client").then((module) => module.enhanceLocate),
);

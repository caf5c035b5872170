import { reactIsland } from "../islands/registry";

/** The speed counter, hydrated on its own root as it comes into view. */
export const speedCounterIsland = reactIsland("speed-counter", () =>
  import("./speed-counter").then((module) => module.SpeedCounter),
);

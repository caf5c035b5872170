import type { Place } from "../stores/nearest";
import { communities } from "./communities";

/**
 * The coverage file's communities as places a visitor may name to find the nearest store: the
 * same names and aliases, in both scripts, at the same coordinates.
 */
export const communityPlaces: readonly Place[] = communities.map(
  ({ id, names, aliases, latitude, longitude }) => ({
    id,
    name: names,
    aliases: [...aliases.en, ...aliases.ar],
    latitude,
    longitude,
  }),
);

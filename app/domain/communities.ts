import communityData from "virtual:team-files/coverage";
import type { Community } from "./community-data";
import type { Place } from "./places";

/**
 * Every community of the network team's file (`coverage/communities.csv`), checked by the
 * build (community-file.ts): the places within the emirates that coverage describes, the
 * network status's notices name and a visitor may find the nearest store from.
 */
export const communities: readonly Community[] = communityData;

/**
 * The communities as places a visitor may name to find the nearest store: the same names and
 * aliases, in both scripts, at the same coordinates.
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

import communityData from "virtual:team-files/coverage";
import type { Community } from "./community-data";

/** Every community of the network team's file (`coverage/communities.csv`), checked by the build. */
export const communities: readonly Community[] = communityData;

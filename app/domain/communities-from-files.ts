import { coverageFolder } from "./community-file.ts";

/**
 * `virtual:team-files/coverage` where the build's plugin is not there to make it: for the type
 * checker and for the browser tests in plain Node (tsconfig.json maps the name here, as the
 * domain, not a feature, reads the network team's folder).
 */
const communities = coverageFolder.load();
export default communities;

// @ts-check
/**
 * The features: each a page of the site (or its files), standing side by side on one floor of
 * the building below. A feature imports no other feature, only the rooms below the features'
 * floor: what two features need (the search, the places, the paths and parameters, the words)
 * moves down into a shared room before the second one uses it, and a page that shows parts of
 * several features composes them above (the home page, the routes)
 * (docs/decisions/092-one-search-room-one-floor-of-features.md).
 *
 * @type {readonly string[]}
 */
export const features = [
  "app/contact",
  "app/coverage",
  "app/home",
  "app/join",
  "app/legal",
  "app/network-status",
  "app/offline",
  "app/phone-check",
  "app/plans",
  "app/rates",
  "app/site-search",
  "app/stores",
];

/**
 * The app's floors, from the ground up: a room (a folder of `app/`, or a module at its top,
 * named without its extension) may import the rooms on the floors below its own, never one
 * above, nor another room of its own floor. What two rooms both need moves down; what a lower
 * room must know of the features above it (the islands a page hydrates, the teams' folders the
 * build reads) is handed to it from above, by the routes and the app's entries. ESLint
 * (eslint.config.js) and the import-graph test (tests/import-graph.test.ts) both read this
 * list; a new feature's folder is placed by adding it to the features
 * (docs/decisions/077-every-room-on-its-floor.md,
 * docs/decisions/092-one-search-room-one-floor-of-features.md).
 *
 * @type {readonly (readonly string[])[]}
 */
export const floors = [
  // The languages and how each writes a price, a count, a run of text; the log handed down
  // to the app; Vite's types; the one loader of the teams' files (each team's folder is read
  // by the room that owns it). None imports anything of the app.
  ["app/i18n", "app/log", "app/env", "app/team-files"],
  // The one search room: how a name or a query is folded, found whole, by the starts of its
  // words, by a code or a whole number, or through a slip of spelling; the place a visitor
  // means; the "N found" sentence; the size of a group of result rows; the one filter the
  // finders run in the browser. The finders, the place forms, the network status's areas and
  // the teams' files' checks all use it.
  ["app/search"],
  // What every floor above names: the domain's ids (plans, packages, steps), the brand's
  // facts, the fields and limits the forms keep and their words state, the places of the UAE
  // (the emirates, and the communities of the network team's folder, read and checked here).
  ["app/domain"],
  // The site's map: every public path and query parameter, the origin, the addresses other
  // pages link to.
  ["app/site"],
  ["app/database"],
  ["app/settings"],
  ["app/metrics"],
  // The teams' files more than one feature reads: the tariffs (the plans, the rates pages) and
  // the phones (the "is my phone ready?" page, the join page), each with its checks and lookups.
  ["app/tariffs", "app/devices"],
  ["app/content"],
  ["app/document"],
  ["app/components"],
  ["app/islands"],
  // The UAE map, drawn at build, on which the coverage and stores pages place their marks and
  // pins, and the "Use my location" button both pages share.
  ["app/map"],
  // The features, side by side (above).
  features,
  // The subsets' check reads every page's words.
  ["app/fonts"],
  // What React Router, the build and the server start from; they register the features with
  // the floors below (their islands and team folders) and hand one feature's part to another
  // (the rates pages' "prices from" to a plan's page; the contact form, the network notice and
  // the plans' offers to the home page).
  ["app/root", "app/routes", "app/entry", "app/team-folders"],
  ["server"],
];

/**
 * The room a file (relative to the repository, with `/`) is in: the room it is inside, or
 * the module at the top of `app/` it is (`app/entry` holds `app/entry.client.tsx`); `undefined`
 * outside the floors.
 *
 * @param {string} file
 * @returns {string | undefined}
 */
export function roomOf(file) {
  return floors.flat().find((room) => file.startsWith(`${room}/`) || file.startsWith(`${room}.`));
}

/**
 * The floor a room is on, counted from 0 at the ground.
 *
 * @param {string} room
 * @returns {number}
 */
export function floorOf(room) {
  return floors.findIndex((floor) => floor.includes(room));
}

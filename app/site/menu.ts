import {
  coveragePagePath,
  devicesPagePath,
  internationalCallsPagePath,
  joinPagePath,
  networkStatusPagePath,
  planPagePath,
  plansPagePath,
  roamingPagePath,
  type SectionId,
  type StatementPagePath,
  storesPagePath,
} from "./paths";

/** Where a link of the main menu leads: a page of its own, or a section of the home page. */
export type MenuTarget = { page: string } | { homeSection: SectionId };

const complaintsPagePath = "/complaints" satisfies StatementPagePath;

/**
 * The main menu: what visitors come to do, in three groups, in the order the header shows
 * them, each link leading to the page that does it; the contact form, which has no page of its
 * own, is the one section of the home page among them. A link is named by what it leads to; its
 * words are the layout's, in every language.
 *
 * The help centre (`/help`) joins Help and support, first, once its pages exist: its path above
 * in paths.ts, a `helpCentre` entry here, and its label in each language's layout words, which
 * the layout's type then asks for.
 */
export const menuTargets = {
  plans: {
    comparePlans: { page: plansPagePath },
    basicPlan: { page: planPagePath("basic") },
    standardPlan: { page: planPagePath("standard") },
    premiumPlan: { page: planPagePath("premium") },
    // Whether a phone is ready (an eSIM, 5G) is asked while choosing a plan.
    devices: { page: devicesPagePath },
    join: { page: joinPagePath },
  },
  callsAndRoaming: {
    internationalCalls: { page: internationalCallsPagePath },
    roaming: { page: roamingPagePath },
  },
  helpAndSupport: {
    coverage: { page: coveragePagePath },
    networkStatus: { page: networkStatusPagePath },
    stores: { page: storesPagePath },
    contact: { homeSection: "contact" },
    complaints: { page: complaintsPagePath },
  },
} as const satisfies Record<string, Record<string, MenuTarget>>;

/** The main menu's groups. */
export type MenuGroupId = keyof typeof menuTargets;
export const menuGroupIds = Object.keys(menuTargets) as MenuGroupId[];

/** Every link of the main menu, whatever its group. */
export type MenuLinkId = {
  [Group in MenuGroupId]: keyof (typeof menuTargets)[Group];
}[MenuGroupId];

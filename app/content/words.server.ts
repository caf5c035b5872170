import type { Locale } from "../i18n/locale";
import type { LegalSlug, StatementPagePath } from "../site/paths";
import type { AccessibilityContent } from "./accessibility";
import { accessibility as accessibilityAr } from "./ar/accessibility";
import { callRules as callRulesAr } from "./ar/call-rules";
import { complaints as complaintsAr } from "./ar/complaints";
import { coverage as coverageAr } from "./ar/coverage";
import { devices as devicesAr } from "./ar/devices";
import { home as homeAr } from "./ar/home";
import { join as joinAr } from "./ar/join";
import { layout as layoutAr } from "./ar/layout";
import { legal as legalAr } from "./ar/legal";
import { networkStatus as networkStatusAr } from "./ar/network-status";
import { plansContent as plansAr } from "./ar/plans";
import { rates as ratesAr } from "./ar/rates";
import { search as searchAr } from "./ar/search";
import { signupConfirmation as signupConfirmationAr } from "./ar/signup-confirmation";
import { stores as storesAr } from "./ar/stores";
import type { CallRulesContent } from "./call-rules";
import type { ComplaintsContent } from "./complaints";
import type { CoverageContent } from "./coverage";
import type { DevicesContent } from "./devices";
import { accessibility as accessibilityEn } from "./en/accessibility";
import { callRules as callRulesEn } from "./en/call-rules";
import { complaints as complaintsEn } from "./en/complaints";
import { coverage as coverageEn } from "./en/coverage";
import { devices as devicesEn } from "./en/devices";
import { home as homeEn } from "./en/home";
import { join as joinEn } from "./en/join";
import { layout as layoutEn } from "./en/layout";
import { legal as legalEn } from "./en/legal";
import { networkStatus as networkStatusEn } from "./en/network-status";
import { plansContent as plansEn } from "./en/plans";
import { rates as ratesEn } from "./en/rates";
import { search as searchEn } from "./en/search";
import { signupConfirmation as signupConfirmationEn } from "./en/signup-confirmation";
import { stores as storesEn } from "./en/stores";
import type { HomeContent } from "./home";
import type { JoinContent } from "./join";
import type { LayoutContent } from "./layout";
import type { LegalDocument } from "./legal";
import type { NetworkStatusWords } from "./network-status";
import type { PlansContent } from "./plans";
import type { RatesContent } from "./rates";
import type { SearchContent } from "./search";
import type { SignupConfirmationWords } from "./signup-confirmation";
import type { StoresContent } from "./stores";

/**
 * Every page's words, each named as its three modules are: `app/content/<name>.ts` declares
 * their type, `en/<name>.ts` and `ar/<name>.ts` write them
 * (docs/decisions/093-a-page-words-type-beside-its-locale-modules.md). The roaming rules and the
 * phrases are no page's: the pages' modules are written with them.
 */
export interface Words {
  /** The shared layout: header, footer, error pages. */
  layout: LayoutContent;
  home: HomeContent;
  plans: PlansContent;
  /** The sign-up request and its confirmation. */
  join: JoinContent;
  /** Both rates pages: international calls and roaming. */
  rates: RatesContent;
  /** The calls rules' sentences, said on the calls page and by its estimate. */
  "call-rules": CallRulesContent;
  coverage: CoverageContent;
  stores: StoresContent;
  /** "Is my phone ready?": the devices team's phones. */
  devices: DevicesContent;
  "network-status": NetworkStatusWords;
  legal: Record<LegalSlug, LegalDocument>;
  complaints: ComplaintsContent;
  accessibility: AccessibilityContent;
  /** The site search's page, answers and suggestions. */
  search: SearchContent;
  /** The email that confirms a sign-up request to the visitor who made it. */
  "signup-confirmation": SignupConfirmationWords;
}

/**
 * The words by locale, read by loaders only (a `.server` module), so each page's HTML carries
 * just its own words in its own language and none of them lands in the JavaScript bundle. A
 * full record per locale: a locale that leaves out a page or a key does not compile.
 */
const wordsByLocale: Record<Locale, Words> = {
  en: {
    layout: layoutEn,
    home: homeEn,
    plans: plansEn,
    join: joinEn,
    rates: ratesEn,
    "call-rules": callRulesEn,
    coverage: coverageEn,
    stores: storesEn,
    devices: devicesEn,
    "network-status": networkStatusEn,
    legal: legalEn,
    complaints: complaintsEn,
    accessibility: accessibilityEn,
    search: searchEn,
    "signup-confirmation": signupConfirmationEn,
  },
  ar: {
    layout: layoutAr,
    home: homeAr,
    plans: plansAr,
    join: joinAr,
    rates: ratesAr,
    "call-rules": callRulesAr,
    coverage: coverageAr,
    stores: storesAr,
    devices: devicesAr,
    "network-status": networkStatusAr,
    legal: legalAr,
    complaints: complaintsAr,
    accessibility: accessibilityAr,
    search: searchAr,
    "signup-confirmation": signupConfirmationAr,
  },
};

/** A page's words in a language: `wordsOf("ar", "home")`. */
export function wordsOf<Page extends keyof Words>(locale: Locale, page: Page): Words[Page] {
  return wordsByLocale[locale][page];
}

/** The statement each statement page's path shows, which reads like a legal page. */
export const statementWords = {
  "/complaints": "complaints",
  "/accessibility": "accessibility",
} as const satisfies Record<StatementPagePath, keyof Words>;

import type { Locale } from "../i18n/locale";

/** Links whose targets the operator's team manages outside this site. */
export type ExternalLinkId = "downloadApp" | "liveChat" | "forum";

export type SocialNetworkId = "instagram" | "x" | "facebook" | "youtube" | "linkedin";

/**
 * Every brand fact, number and outside address of the site, in one place, so a rebrand or a
 * new phone number is a one-file change. Words that differ by language live in the locale
 * modules; what is the same in every language lives here.
 */
export const siteConfig = {
  brandName: "Sahab Mobile",
  /** The brand as Arabic pages write it. */
  arabicBrandName: "سحاب موبايل",
  /** The brand as a home screen writes it under the site's icon, in each script. */
  shortBrandName: "Sahab",
  arabicShortBrandName: "سحاب",
  /** Public origin of the site, for absolute URLs; overridable with SITE_URL at build time. */
  defaultOrigin: "https://www.sahabmobile.ae",
  phone: { display: "800 72422", mnemonic: "800 SAHAB", href: "tel:80072422" },
  /** Care from abroad, free to call on roaming and answered 24/7: 800 numbers work in the UAE only. */
  phoneFromAbroad: { display: "+971 4 800 7242", href: "tel:+97148007242" },
  email: { address: "care@sahabmobile.ae", href: "mailto:care@sahabmobile.ae" },
  /** How soon the care team answers an email or a contact-form message. */
  replyWithinHours: 24,
  balanceShortCode: "*101#",
  /**
   * The blocks of mobile numbers the regulator gave us, as dialled in the UAE: a number in one
   * is ours already, with nothing to move.
   */
  mobileNumberBlocks: ["0587"],
  currency: "AED",
  vatRatePercent: 5,
  /** Where the buttons and footer links that leave this site lead. */
  externalLinks: {
    downloadApp: "https://app.sahabmobile.ae/",
    liveChat: "https://chat.sahabmobile.ae/",
    forum: "https://community.sahabmobile.ae/",
  } satisfies Record<ExternalLinkId, string>,
  /**
   * The regulator's (TDRA's) consumer affairs page, where a customer learns how to escalate a
   * complaint we have not resolved, in each language of the site.
   */
  regulatorComplaints: {
    en: "https://tdra.gov.ae/en/About/tdra-sectors/telecommunication/regulatory-affairs-department/consumer-affairs",
    ar: "https://tdra.gov.ae/ar/About/tdra-sectors/telecommunication/regulatory-affairs-department/consumer-affairs",
  } satisfies Record<Locale, string>,
  social: [
    { id: "instagram", href: "https://www.instagram.com/sahabmobile" },
    { id: "x", href: "https://x.com/sahabmobile" },
    { id: "facebook", href: "https://www.facebook.com/sahabmobile" },
    { id: "youtube", href: "https://www.youtube.com/@sahabmobile" },
    { id: "linkedin", href: "https://www.linkedin.com/company/sahabmobile" },
  ] satisfies { id: SocialNetworkId; href: string }[],
} as const;

export type SiteConfig = typeof siteConfig;

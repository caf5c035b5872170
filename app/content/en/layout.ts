import { NBSP } from "../../i18n/count-parts";
import { formatUnit } from "../../i18n/format";
import { siteConfig } from "../../domain/site-config";
import type { LayoutContent } from "../layout";
import { aroundTheClock } from "./phrases";

export const layout: LayoutContent = {
  lang: "en",
  dir: "ltr",
  intlLocale: "en-AE",
  languageName: "English",
  brandName: siteConfig.brandName,
  appName: siteConfig.shortBrandName,
  offlineCopy: {
    beforeTime: "You are offline: this is the copy of this page saved on ",
    afterTime: ", UAE time. Prices may have changed since.",
  },
  shareImageAlt: `${siteConfig.brandName}: mobile plans, data and calls across the UAE`,
  skipLink: "Skip to main content",
  header: {
    homeLinkLabel: `${siteConfig.brandName} home`,
    navLabel: "Main",
    menuButtonLabel: "Menu",
    closeMenuLabel: "Close menu",
    ratesLinks: { "/international-calls": "International calls", "/roaming": "Roaming" },
  },
  sectionLinks: {
    plans: "Plans",
    calls: "Calls",
    internet: "Internet",
    activation: "Activation",
    support: "Support",
    contact: "Contact",
  },
  footer: {
    tagline: "Mobile plans, data and calls across the UAE, with help a call away, day and night.",
    quickLinksHeading: "Quick links",
    resourcesHeading: "Resources",
    resourceLinks: {
      coverageMap: "Coverage map",
      storeLocator: "Store locator",
      downloadApp: "Download our app",
      networkStatus: "Network status",
    },
    plansLink: "Compare plans",
    ratesLinks: {
      "/international-calls": "International call rates",
      "/roaming": "Roaming rates",
    },
    legalLinks: {
      privacy: "Privacy policy",
      terms: "Terms of service",
      "cookie-policy": "Cookie policy",
    },
    statementLinks: {
      "/complaints": "Complaints",
      "/accessibility": "Accessibility",
    },
    socialHeading: "Follow us",
    socialLabels: {
      instagram: `${siteConfig.brandName} on Instagram`,
      x: `${siteConfig.brandName} on X`,
      facebook: `${siteConfig.brandName} on Facebook`,
      youtube: `${siteConfig.brandName} on YouTube`,
      linkedin: `${siteConfig.brandName} on LinkedIn`,
    },
    contactHeading: "Get in touch",
    phoneLabel: "Call us free",
    phoneAvailability: aroundTheClock,
    emailLabel: "Email",
    emailResponse: `We reply within ${formatUnit(siteConfig.replyWithinHours, "hour", "en-AE")}`,
    storeLabel: "Visit our store",
    storeAddress: "Sheikh Zayed Road, Dubai",
    storeHours: "Open 9am–10pm every day",
    copyright: (year) => `© ${year}${NBSP}${siteConfig.brandName}. All rights reserved.`,
  },
  notFound: {
    title: "Page not found",
    description: `The page you were looking for is not on the ${siteConfig.brandName} website.`,
    heading: "We couldn’t find that page",
    body: "The link may be old, or the address may have a typo. Our plans, data packages and support are all one click away.",
    homeLink: "Go to the home page",
  },
  badRequest: {
    title: "Address not understood",
    description: "The address of this page could not be read, so the page cannot be shown.",
    heading: "We couldn’t read that address",
    body: "The link may be broken or cut short. Please check it, or start again from the home page.",
    homeLink: "Go to the home page",
  },
  methodNotAllowed: {
    title: "Request not supported",
    description: "This page cannot answer that kind of request.",
    heading: "That request isn’t supported here",
    body: "This page can be read but not changed. If you followed a link or a form here, please start again from the home page.",
    homeLink: "Go to the home page",
  },
  formRefused: {
    title: "Form not accepted",
    description: "This form was not sent from the website as it is, so it was not accepted.",
    heading: "We couldn’t accept that form",
    body: "Please send the form from the website: open the page again, fill in the form and send it from there.",
    homeLink: "Go to the home page",
  },
  formTooLong: {
    title: "Message too long",
    description: "The message sent was longer than the contact form takes, so it was not accepted.",
    heading: "That message is too long to send",
    body: "Please shorten it and send it again from the website.",
    homeLink: "Go to the home page",
  },
  unexpectedError: {
    title: "Something went wrong",
    description: "An unexpected error stopped this page from loading.",
    heading: "Something went wrong on our side",
    body: `Please try again in a moment. If it keeps happening, call us free on ${siteConfig.phone.display}, any time.`,
    homeLink: "Go to the home page",
  },
};

// The accessibility statement: the standard, how the site is tested, what is not yet right,
// and how to report a barrier. Keep "How we test" true to what tests/e2e does.
import { contactFormHref } from "../../site/contact-urls";
import { ltr } from "../../i18n/bidi";
import { NBSP } from "../../i18n/count-parts";
import { englishCount, englishNouns } from "../../i18n/english-count";
import { localizedPath } from "../../i18n/locale";
import { claims, complaintPromises } from "../../domain/catalog";
import { siteConfig } from "../../domain/site-config";
import type { AccessibilityContent } from "../accessibility";
import { aroundTheClock } from "./phrases";

const brand = siteConfig.brandName;
const phone = { text: [ltr(siteConfig.phone.display)], href: siteConfig.phone.href };
const email = { text: [ltr(siteConfig.email.address)], href: siteConfig.email.href };
const workingDays = (value: number) => englishCount(value, englishNouns.workingDay);
const { acknowledgeWithinWorkingDays, mostResolvedWithinWorkingDays } = complaintPromises;

export const accessibility: AccessibilityContent = {
  meta: {
    title: "Accessibility statement",
    description: `How the ${brand} website meets WCAG 2.2, level AA, how we test it, what is not yet right, and how to report a barrier.`,
  },
  heading: "Accessibility statement",
  lastUpdated: "2026-11-25",
  lastUpdatedLabel: "Last reviewed",
  numbered: false,
  intro: [
    "We want everyone to be able to use this website: to compare plans, find a rate, read our terms and contact us, in English or Arabic, with a keyboard, a screen reader, a magnifier or a slow connection.",
    "This statement covers this website in both languages. The services it links to on other websites, such as our app, live chat and the customer forum, are not covered by it.",
  ],
  sections: [
    {
      id: "standard",
      heading: "The standard we meet",
      blocks: [
        `We build the website to meet the Web Content Accessibility Guidelines (WCAG) 2.2, level AA. As far as we know it does, apart from what we list under “What is not yet right”. In particular:`,
        {
          list: [
            "every page works without JavaScript: the menu, the data package options, the rate finders and the contact form;",
            "everything can be done with a keyboard alone, and you can always see where you are;",
            "if your device asks for reduced motion, pages do not scroll smoothly, count up figures or move cards;",
            "Arabic pages read right to left, with phone numbers, emails and codes kept left to right;",
            `text can be enlarged to 200% without anything being cut off or the page scrolling sideways.`,
          ],
        },
      ],
    },
    {
      id: "how-we-test",
      heading: "How we test",
      blocks: [
        "Every change to the website must pass automated tests in a real browser (Chromium) before it is published. They check:",
        {
          list: [
            `every page in English and Arabic with axe, an accessibility checker, against the rules of WCAG 2.0, 2.1${NBSP}and 2.2, at levels A and AA and its own good practices, on a laptop screen and (all but the Arabic rates pages) a phone screen;`,
            "every state a visitor can reach, with axe again: the open menu (with and without JavaScript), each choice of data packages, the contact form showing errors and after a message is sent, the rate finders while filtering and when nothing is found, and the page-not-found page;",
            "the keyboard: the menu opens, closes with Escape and gives focus back; the data package options follow the arrow keys in the reading direction; the contact form takes you to the first field that needs correcting; a rate finder can be used and cleared by keyboard alone;",
            "without JavaScript: the menu, the data package options, the rate finders and the contact form, whose errors come back beside each field with everything you typed;",
            "with reduced motion: links within a page jump straight to their place, the speed figure does not count up and plan cards stay still;",
            "right to left: each Arabic page has one language and one direction, no sideways scroll on the narrowest phones, phone and email fields that read left to right, and figures in the same order as in English;",
            "that every page is valid HTML (the W3C Nu checker), and that no page scrolls sideways at sixteen common screen widths, or at 200% zoom.",
          ],
        },
        "Automated tests cannot judge everything, such as whether a label makes sense to you or a page is easy to follow. That is why we ask you to tell us when something is hard to use.",
      ],
    },
    {
      id: "known-limitations",
      heading: "What is not yet right",
      blocks: [
        {
          list: [
            "People who use screen readers, magnifiers or voice control every day have not yet reviewed the website with us, so problems our tests cannot find may remain.",
            "On Arabic pages, an email address or a code inside a sentence is not marked as English, so a screen reader may read it with its Arabic voice.",
            `The rates pages list more than ${englishCount(claims.callCountries, englishNouns.destination)} in long tables. The search box at the top of each finds a destination at once, and the letters above the table lead to its part of the list.`,
            "The services we link to on other websites (our app, live chat, the customer forum and the maps website our stores’ directions open) are not tested by us in the same way.",
          ],
        },
      ],
    },
    {
      id: "report-a-barrier",
      heading: "Report a barrier",
      blocks: [
        "If you cannot do something on this website, or something is hard to use, please tell us. Say which page, what you were trying to do and what happened; your device, browser and any assistive technology help us too.",
        {
          pairs: [
            { term: "Phone", detail: [phone, `, free, ${aroundTheClock}`] },
            { term: "Email", detail: [email] },
            {
              term: "Online",
              detail: [{ text: "Our contact form", href: contactFormHref("en") }],
            },
          ],
        },
        `We answer within ${workingDays(acknowledgeWithinWorkingDays)}. If a barrier stops you from doing something, we help you do it another way straight away, for example over the phone or by email, and within ${workingDays(mostResolvedWithinWorkingDays)} we tell you when it will be fixed.`,
        [
          "Not happy with our answer? ",
          { text: "Our complaints procedure", href: localizedPath("en", "/complaints") },
          " explains how to complain and how to take it further.",
        ],
      ],
    },
  ],
};

// The complaints procedure: how to complain, what we promise and by when, and the regulator.
import { contactFormHref } from "../../site/contact-urls";
import { ltr, phrase } from "../../i18n/bidi";
import { englishCount, englishNouns } from "../../i18n/english-count";
import { localizedPath } from "../../i18n/locale";
import { complaintPromises, exampleReference } from "../../domain/catalog";
import { siteConfig } from "../../domain/site-config";
import type { ComplaintsContent } from "../complaints";
import { aroundTheClock } from "./phrases";

const brand = siteConfig.brandName;
const phone = { text: [ltr(siteConfig.phone.display)], href: siteConfig.phone.href };
const email = { text: [ltr(siteConfig.email.address)], href: siteConfig.email.href };
const complaintForm = contactFormHref("en", "complaint");
const workingDays = (value: number) => englishCount(value, englishNouns.workingDay);
const days = (value: number) => englishCount(value, englishNouns.day);
const { acknowledgeWithinWorkingDays, mostResolvedWithinWorkingDays, finalAnswerWithinDays } =
  complaintPromises;

export const complaints: ComplaintsContent = {
  meta: {
    title: "Complaints",
    description: `How to complain to ${brand} by phone, email, in store or online, what we promise and by when, and how to take it to the TDRA.`,
  },
  heading: "Complaints",
  lastUpdated: "2026-11-25",
  lastUpdatedLabel: "Last updated",
  numbered: false,
  intro: [
    "If something has gone wrong with your line, your bill or the way we treated you, please tell us. This page explains how to complain, what happens next and by when, and where to go if our answer does not put things right.",
    [
      "Complaining is free, in Arabic or English, by whichever channel suits you. Online, the quickest way is ",
      { text: "our contact form, marked as a complaint", href: complaintForm },
      ".",
    ],
  ],
  sections: [
    {
      id: "how-to-complain",
      heading: "How to complain",
      blocks: [
        "Every channel reaches the same care team and comes with the same promises.",
        {
          pairs: [
            { term: "Phone", detail: ["Call us free on ", phone, `, ${aroundTheClock}.`] },
            {
              term: "Email",
              detail: ["Write to ", email, ", with the mobile number your complaint is about."],
            },
            {
              term: "In store",
              detail: "Visit our store on Sheikh Zayed Road, Dubai, open 9am–10pm every day.",
            },
            {
              term: "Online",
              detail: [
                "Send ",
                { text: "the contact form marked as a complaint", href: complaintForm },
                ". You need no account.",
              ],
            },
          ],
        },
        "Tell us what happened and when, the mobile number it concerns, and what you would like us to do. For a bill, the bill month helps. Never send us a password, a PIN or a full card number.",
      ],
    },
    {
      id: "reference",
      heading: "Your reference",
      blocks: [
        phrase`Every complaint gets a reference at once: eight letters and figures in two groups, such as ${ltr(exampleReference)}. It uses no letter that looks like a figure, so it is easy to read out over the phone.`,
        {
          list: [
            "By phone or in store: the person you speak to gives it to you before you finish.",
            "Through the contact form: it is on the screen as soon as you send your complaint.",
            "By email: it is in our first reply.",
          ],
        },
        "Quote it whenever you contact us about the same complaint, so you never have to explain it twice.",
      ],
    },
    {
      id: "our-promises",
      heading: "What we promise, and by when",
      blocks: [
        {
          pairs: [
            { term: "Reference", detail: "At once, whichever channel you use." },
            {
              term: "Acknowledgement",
              detail: `Within ${workingDays(acknowledgeWithinWorkingDays)}: we confirm we have your complaint and who is handling it.`,
            },
            {
              term: "Resolution",
              detail: `Most complaints are resolved within ${workingDays(mostResolvedWithinWorkingDays)}. If yours needs longer, for example to investigate the network where you are, we tell you why and when to expect an answer.`,
            },
            {
              term: "Final answer",
              detail: `Within ${days(finalAnswerWithinDays)} of your complaint, in writing: what we found, what we have done and why.`,
            },
          ],
        },
        "Working days are Monday to Friday, except UAE public holidays.",
      ],
    },
    {
      id: "escalation",
      heading: "If you are not satisfied: the TDRA",
      blocks: [
        "The Telecommunications and Digital Government Regulatory Authority (TDRA) regulates telecommunications in the UAE and protects the interests of consumers. You can take your complaint to it if:",
        {
          list: [
            "you are not satisfied with our final answer; or",
            `you have had no final answer ${days(finalAnswerWithinDays)} after you complained.`,
          ],
        },
        [
          "Give the TDRA your reference and our final answer, if you have one. ",
          { text: "The TDRA’s consumer affairs service", href: siteConfig.regulatorComplaints.en },
          " explains how to submit a complaint.",
        ],
        "Taking a complaint further costs you nothing with us, and we never treat a customer differently for it.",
      ],
    },
    {
      id: "website",
      heading: "Something on this website hard to use?",
      blocks: [
        [
          "Our ",
          { text: "accessibility statement", href: localizedPath("en", "/accessibility") },
          " explains how to report a barrier and how fast we answer.",
        ],
      ],
    },
  ],
};

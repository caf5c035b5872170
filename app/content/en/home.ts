import {
  MAX_EMAIL,
  MAX_MESSAGE,
  MAX_NAME,
  MAX_PHONE,
  MIN_PHONE,
} from "../../domain/contact-fields";
import { NBSP } from "../../i18n/count-parts";
import { englishCount, englishCountParts, englishNouns } from "../../i18n/english-count";
import { formatAed, formatNumber, formatUnit, formatUnitParts } from "../../i18n/format";
import { ltr, phrase } from "../../i18n/bidi";
import { lowestMonthlyPriceFils, planNetwork } from "../../tariffs/tariffs";
import { averageDownloadSpeed, claims, complaintPromises, type PlanId } from "../../domain/catalog";
import { siteConfig } from "../../domain/site-config";
import type { HomeContent } from "../home";
import { aroundTheClock } from "./phrases";

const intlLocale = "en-AE";
const brand = siteConfig.brandName;
const phone = siteConfig.phone.display;
// Marked as one run where the page renders the string through TextWithLtrRuns, which keeps
// the number on one line; plain elsewhere (form messages, meta) where nothing unwraps it.
const phoneRun = ltr(phone);
const fromPrice = formatAed(lowestMonthlyPriceFils, intlLocale);
/** "4G network access": the generation is the plan's, as the tariff files say. */
const networkAccess = (id: PlanId) => `${planNetwork(id)} network access`;
const count = (value: number) => formatNumber(value, intlLocale);
const replyTime = formatUnit(siteConfig.replyWithinHours, "hour", intlLocale);
const countries = englishCount(claims.callCountries, englishNouns.country);
const activationTime = formatUnit(claims.activationMinutes, "minute", intlLocale);
const characters = (limit: number) => englishCount(limit, englishNouns.character);
const workingDays = (value: number) => englishCount(value, englishNouns.workingDay);

export const home: HomeContent = {
  meta: {
    title: `${brand} — Mobile plans, data and calls in the UAE`,
    description: `Monthly plans from ${fromPrice}, data packages by the day, week or month, calls to over ${countries}, and most activations completed within ${activationTime}. ${brand}, UAE.`,
  },
  hero: {
    heading: "Stay connected across the Emirates",
    pitch: `Clear plans from ${fromPrice}${NBSP}a month, on a network built for the UAE, from the Corniche to the dunes.`,
    primaryAction: "See Our Plans",
    secondaryAction: "Talk to Us",
  },
  plans: {
    heading: "Monthly plans",
    intro: "Data, minutes and texts every month. Pick the plan that fits how you use your phone.",
    items: {
      basic: {
        name: "Basic",
        features: [
          networkAccess("basic"),
          "Calls to every UAE network",
          "Free customer care, 24/7",
        ],
      },
      standard: {
        name: "Standard",
        features: [
          networkAccess("standard"),
          "Calls to every UAE network",
          "Unlimited texts to any UAE number",
          "Free customer care, 24/7",
        ],
      },
      premium: {
        name: "Premium",
        features: [
          networkAccess("premium"),
          "Unlimited data, calls and texts",
          "Calls to every UAE network",
          "Free customer care, 24/7",
        ],
      },
    },
    popularLabel: "Most Popular",
    perMonth: "per month",
    allowanceLabels: { data: "Data", calls: "Calls", sms: "SMS" },
    unlimited: "Unlimited",
    featuresLabel: "What’s included",
    everyPlanHeading: "With every plan",
    choosePlan: "Choose Plan",
    detailsLink: "Plan details",
    vatNote: `All prices are in UAE dirhams (${siteConfig.currency}) and include ${siteConfig.vatRatePercent}% VAT.`,
  },
  calls: {
    heading: "Local and international calls",
    intro: "At home on your plan’s minutes; abroad at a price per minute, billed by the second.",
    local: {
      heading: "Local calls",
      body: "Any mobile or landline in the UAE, on any network, from your plan’s minutes.",
      points: [phrase`Free calls to our care line, ${phoneRun}`],
    },
    international: {
      heading: "International calls",
      body: phrase`Dial ${ltr("00")} or ${ltr("+")} followed by the country code to call abroad from your ${brand} line.`,
      points: [],
    },
    countries: {
      before: "Calls reach over",
      count: englishCountParts(claims.callCountries, englishNouns.country),
    },
    mostCalledHeading: "The countries our customers call most",
    ratesLink: "See the rate for every country",
    roamingLink: "Travelling? What a day abroad costs",
  },
  internet: {
    heading: "Mobile internet packages",
    intro: "Add data by the day, the week or the month, on top of any plan.",
    tabListLabel: "Package length",
    tabs: {
      daily: { label: "Daily", heading: "Daily packages" },
      weekly: { label: "Weekly", heading: "Weekly packages" },
      monthly: { label: "Monthly", heading: "Monthly packages" },
    },
    packageNames: {
      "basic-day": "Basic Day",
      "premium-day": "Premium Day",
      "basic-week": "Basic Week",
      "premium-week": "Premium Week",
      "basic-month": "Basic Month",
      "premium-month": "Premium Month",
      "unlimited-month": "Unlimited",
    },
    labels: { price: "Price", data: "Data", validity: "Valid for" },
    unlimited: "Unlimited",
    weeklyFeaturesHeading: "Every weekly package includes",
    weeklyFeatures: ["4G LTE access", "Free social media browsing"],
    speed: {
      label: "Average Download Speed",
      unit: formatUnitParts(averageDownloadSpeed.mbps, "megabit-per-second", intlLocale).noun,
    },
    addOnNote: "Packages start as soon as you buy them and end when their data or time runs out.",
  },
  activation: {
    heading: "Get connected in four steps",
    intro: "In our store or over the phone, from choosing a plan to your first call.",
    steps: {
      "choose-plan": {
        title: "Choose Your Plan",
        description: "Compare our three monthly plans and pick the one that suits you.",
      },
      "submit-id": {
        title: "Submit Your ID",
        description: "Share your Emirates ID or passport so we can register the line in your name.",
      },
      register: {
        title: "Complete Registration",
        description: "Confirm your details and your email address, and receive your SIM card.",
      },
      activate: {
        title: "Activate Service",
        description: "Insert the SIM, restart your phone and make your first call.",
      },
    },
    stepLabel: "Step",
    duration: {
      before: "Most activations are completed within",
      count: formatUnitParts(claims.activationMinutes, "minute", intlLocale),
      after: ".",
    },
    documentsHeading: "What you need",
    documents: [
      "A valid Emirates ID, or a passport with a valid UAE visa",
      "Proof of address, such as a recent utility bill",
      "A valid email address",
    ],
  },
  support: {
    heading: "Help when you need it",
    intro: "Call, write, chat or visit us. Pick the way that suits you.",
    channels: {
      phone: {
        heading: "Call us",
        body: phrase`Free from any UAE phone, ${aroundTheClock}. Easy to remember: ${ltr(siteConfig.phone.mnemonic)}.`,
        action: phrase`Call ${phoneRun}`,
      },
      email: {
        heading: "Email us",
        body: "Write to us any time, about a bill, a plan or your line.",
        action: "Send an Email",
      },
      chat: {
        heading: "Live chat",
        body: "Chat with our care team from your browser.",
        action: "Start Chat",
      },
      store: {
        heading: "Visit our store",
        body: "A store in every emirate: find the nearest, and whether it is open now.",
        action: "Find Locations",
      },
      community: {
        heading: "Community forum",
        body: `Tips and answers from other ${brand} customers and our team.`,
        action: "Visit Forum",
      },
    },
    balance: {
      heading: "Check your data balance",
      before: "Dial",
      after: `from your ${brand} line to see your remaining data, minutes and texts.`,
    },
  },
  contact: {
    form: {
      heading: "Send us a message",
      requiredNote: "All fields are required unless marked optional.",
      fields: {
        name: { label: "Full name", placeholder: "e.g. Fatima Al Mansoori" },
        email: { label: "Email", placeholder: "e.g. fatima@example.com" },
        phone: { label: "Mobile number", placeholder: "+971 50 123 4567" },
        message: { label: "Message", placeholder: "How can we help?" },
      },
      optional: "optional",
      honeypotLabel: "Leave this field empty",
      submit: "Send Message",
      sending: "Sending…",
      success: "Thank you for your message. We will contact you shortly!",
      planMessage: {
        before: `Hello, I would like to join ${brand} on the`,
        after: "plan. Please contact me to get started.",
      },
      reference: { before: "Your reference is", after: "." },
      confirmation: {
        heading: "Your message has reached us",
        nextHeading: "What happens next",
        next: [
          `Our care team replies within ${replyTime}, any day of the week, by email or on the number you gave.`,
          phrase`Quote your reference if you call us on ${phoneRun} or write again, and we find your message at once.`,
          "There is no need to send it again.",
        ],
        complaints: {
          before: `If it is a complaint, we confirm we have it within ${workingDays(complaintPromises.acknowledgeWithinWorkingDays)} and most are resolved within ${workingDays(complaintPromises.mostResolvedWithinWorkingDays)}, as `,
          link: "our complaints procedure",
          after: " promises.",
        },
        another: "Send another message",
      },
      complaint: {
        label: "This is a complaint",
        hint: "We handle it under our complaints procedure, with its promises and deadlines.",
      },
      errors: {
        nameRequired: "Please enter your name.",
        nameTooLong: `Please keep your name to ${characters(MAX_NAME)} or fewer.`,
        emailRequired: "Please enter your email address.",
        emailInvalid: "Please enter an email address like name@example.com.",
        emailTooLong: `Please use an email address of ${characters(MAX_EMAIL)} or fewer.`,
        phoneInvalid: `Please enter a phone number of ${count(MIN_PHONE)}${NBSP}to ${englishCount(MAX_PHONE, englishNouns.digit)}; spaces, +, - and brackets are fine.`,
        messageRequired: "Please write your message.",
        messageTooLong: `Please keep your message to ${characters(MAX_MESSAGE)} or fewer.`,
        topicInvalid: "Please say whether your message is a complaint.",
        invalidCharacters: "Please remove the special control characters from this field.",
        summary: "Please check the highlighted fields.",
        rateLimited: phrase`You have sent several messages in a short time. Please wait a few minutes and try again, or call us free on ${phone}.`,
        unavailable: phrase`We could not send your message just now. Please try again in a moment, or call us free on ${phone}.`,
        unreachable:
          "Your message could not reach us. Please check your internet connection and try again.",
      },
    },
    heading: "Contact us",
    intro:
      "Questions about a plan, a package or your line? Send us a message and we will get back to you.",
    detailsHeading: "Other ways to reach us",
    phoneLabel: "Phone, free and 24/7",
    emailLabel: `Email, reply within ${replyTime}`,
    storeLabel: "Store",
    storeAddress: "Sheikh Zayed Road, Dubai",
    storeHours: "Open 9am–10pm every day",
  },
};

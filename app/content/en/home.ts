import type { HomeContent } from "../types";

export const home: HomeContent = {
  meta: {
    title: "Sahab Mobile — Mobile plans, data and calls in the UAE",
    description:
      "Monthly plans from AED 99, data packages by the day, week or month, calls to over 200 countries and activation in about 30 minutes. Sahab Mobile, UAE.",
  },
  hero: {
    heading: "Stay connected across the Emirates",
    pitch:
      "Clear monthly plans, data when you need it and calls to over 200 countries, on a network built for the UAE. Most lines are active within 30 minutes.",
    primaryAction: "See our plans",
    secondaryAction: "Talk to us",
  },
  sections: {
    plans: {
      heading: "Monthly plans",
      intro:
        "Three plans with data, minutes and texts every month. Pick the one that fits how you use your phone.",
    },
    calls: {
      heading: "Local and international calls",
      intro: "Call anyone in the UAE and reach friends and family in over 200 countries.",
    },
    internet: {
      heading: "Mobile internet packages",
      intro: "Add data by the day, the week or the month, on top of any plan.",
    },
    activation: {
      heading: "Get connected in four steps",
      intro: "Most activations are completed within 30 minutes.",
    },
    support: {
      heading: "Help when you need it",
      intro: "Call, write, chat or visit us. Our team is here around the clock.",
    },
    contact: {
      heading: "Contact us",
      intro:
        "Questions about a plan, a package or your line? Send us a message and we will get back to you.",
    },
  },
};

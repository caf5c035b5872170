// English words of the coverage page.
import type { CoverageContent } from "../coverage";
import { NBSP } from "../../i18n/count-parts";

export const coverage: CoverageContent = {
  meta: {
    title: "Coverage",
    description:
      "What a phone gets on our 5G and 4G network in every community of the seven emirates, outdoors and indoors, and a check for your own area.",
  },
  heading: "Coverage in every emirate",
  intro:
    "What a phone gets on our network in each community of the seven emirates, outdoors and indoors, on 5G and 4G. Our network team keeps this list, and it is updated with every change they make.",
  indoorsNote:
    "Indoors means inside a typical home or office. Thick walls, basements and lifts weaken any signal.",
  map: {
    title: "Coverage map of the UAE",
    description:
      "Every community in the list below, marked at its place by the best a phone gets there outdoors: 5G, 4G only, or no signal on our network.",
    legendLabel: "Key",
    legend: {
      "5g": "5G outdoors",
      "4g": "4G outdoors, no 5G",
      none: "No coverage outdoors",
    },
    answered: "{place} is marked on the map, which shows the area around it.",
    asked: "The community you asked about",
    nearestYou: "The community nearest you",
  },
  levelsHeading: "What the levels mean",
  levels: {
    strong: {
      name: "Strong",
      meaning: "Fast data everywhere in the area: video calls, streaming and large downloads.",
    },
    good: {
      name: "Good",
      meaning: "Fast data in most of the area; calls and video work, with slower spots.",
    },
    basic: {
      name: "Basic",
      meaning: "Calls, messages and light browsing; data slows at the edges of the area.",
    },
    none: { name: "None", meaning: "No signal on this network: calls and data do not work." },
  },
  check: {
    heading: "Check your area",
    label: "Your community or area",
    hint: "In English or Arabic, as you would write it: Al Barsha, JLT, Marina or البرشاء",
    submit: "Check",
    empty: "Type the name of your community or area, in English or Arabic.",
    noMatch: {
      before: "We know no community called",
      after: ". Check the spelling, or find your area in the tables below.",
    },
    closest: "No name matches exactly what you typed. The closest:",
    several: {
      other: `{count}${NBSP}communities match. Type more of the name, or find yours in the tables below.`,
    },
    showAll: "Show every community",
    gets: "In {place}, a phone on our network gets:",
    outdoors: "Outdoors",
    indoors: "Indoors",
    no5g: "There is no 5G in {place} yet.",
    nearest5g: "The nearest community with 5G is {place}, about {distance} away.",
    km: "km",
    here: "The community nearest your location is {place}, about {distance} away.",
    outside:
      "Your location seems to be outside the UAE, where our network does not reach. Type the name of a community or area instead.",
    unreadable:
      "We could not read that location. Try “Use My Location” again, or type the name of your community.",
  },
  locate: {
    button: "Use My Location",
    privacy:
      "Your browser asks you first. We round the location to about a kilometre, use it for this answer only and never keep it.",
    finding: "Finding your location…",
    denied:
      "Your browser did not share your location. You can allow it in the browser’s settings, or type the name of your community above.",
    unavailable:
      "Your location could not be found just now. Type the name of your community above, or try again in a moment.",
    timeout:
      "Finding your location took too long. Try again, or type the name of your community above.",
  },
  filter: {
    found: {
      one: `{count}${NBSP}community matches`,
      other: `{count}${NBSP}communities match`,
    },
    all: { other: `All {count}${NBSP}communities are listed` },
  },
  table: {
    heading: "Every community",
    howToOpen: "Open an emirate to see each of its communities.",
    community: "Community",
    columns: {
      "5g-outdoor": "5G outdoors",
      "5g-indoor": "5G indoors",
      "4g-outdoor": "4G outdoors",
      "4g-indoor": "4G indoors",
    },
  },
  emirates: {
    "abu-dhabi": "Abu Dhabi",
    dubai: "Dubai",
    sharjah: "Sharjah",
    ajman: "Ajman",
    "umm-al-quwain": "Umm Al Quwain",
    "ras-al-khaimah": "Ras Al Khaimah",
    fujairah: "Fujairah",
  },
  plansLink: "Compare our plans",
};

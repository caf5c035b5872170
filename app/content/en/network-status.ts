import { siteConfig } from "../../domain/site-config";
import type { NetworkStatusWords } from "../network-status";

export const networkStatus: NetworkStatusWords = {
  meta: {
    title: "Network status",
    description: `Outages and planned works on the ${siteConfig.brandName} network across the UAE, by area and service, with the latest updates.`,
  },
  heading: "Network status",
  intro:
    "What we know right now about outages, slower service and planned works on our network, by emirate and service.",
  separator: ", ",
  timesNote: "Times are UAE time.",
  banner: {
    levels: {
      outage: "Some services are down",
      degradation: "Some services are slower than usual",
      planned: "Planned works under way in some areas",
      ok: "All services working normally",
      unknown: "We cannot check the network status right now",
    },
    checkedAt: "Checked at {time}, {date} (UAE time)",
    lastCheckedAt: "Last checked at {time}, {date} (UAE time)",
  },
  emirates: {
    heading: "By emirate",
    states: {
      outage: "Outage",
      degradation: "Slower service",
      planned: "Planned works now",
      "planned-ahead": "Planned works ahead",
      ok: "No known problem",
    },
  },
  staleNote:
    "We could not check for changes just now: what you see may be out of date. Please look again in a minute.",
  neverReadNote:
    "We cannot read the network status right now. Please look again in a minute, or call us if your service stopped.",
  check: {
    heading: "Check your area",
    label: "Your area",
    hint: "An emirate or a community, in English or Arabic",
    button: "Check",
    noProblem: { before: "No known problem in ", after: "." },
    touching: { before: "What touches ", after: ":" },
    unknown: {
      before: "We do not know an area called “",
      after: "”. Try the name of an emirate or a community.",
    },
    several: { before: "“", after: "” could be several areas. Which one do you mean?" },
    elsewhere: { before: "Elsewhere in ", after: ":" },
  },
  current: { heading: "Current problems", none: "No known problems right now." },
  planned: { heading: "Planned works", none: "No planned works ahead." },
  resolved: {
    heading: "Resolved in the past week",
    none: "Nothing was resolved in the past week.",
  },
  kinds: { outage: "Outage", degradation: "Slower service", planned: "Planned works" },
  services: { calls: "Calls", sms: "SMS", "4g": "4G data", "5g": "5G data" },
  labels: {
    services: "Services",
    areas: "Areas",
    started: "Started",
    starts: "Starts",
    expectedEnd: "Expected to end",
    resolved: "Resolved",
    updates: "Updates",
  },
  subscribe: {
    heading: "Follow changes",
    feed: "Subscribe to the feed (Atom)",
    json: "The same as JSON, for apps",
  },
  homeNotice: {
    text: "A network problem is affecting some of our services.",
    link: "See the network status",
  },
};

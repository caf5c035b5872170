import type { Phrase } from "../i18n/bidi";
import type { PageMeta } from "./types";

/** A sentence around a name the page fills in (an area a visitor typed or chose). */
export interface AroundName {
  before: string;
  after: string;
}

/** What the network status page says in one locale; the notices' own texts come from operations. */
export interface NetworkStatusWords {
  meta: PageMeta;
  heading: string;
  intro: string;
  /** Between the items of a list in a sentence. */
  separator: string;
  timesNote: string;
  /** The banner at the top: the network's state in words, and when it was read. */
  banner: {
    levels: Record<"outage" | "degradation" | "planned" | "ok" | "unknown", string>;
    /** When the notices shown were read: `{time}` and `{date}`, in UAE time. */
    checkedAt: string;
    /** The same, said when a later read failed and what shows is the last one that worked. */
    lastCheckedAt: string;
  };
  /** One line per emirate under the banner, each leading to its area check. */
  emirates: {
    heading: string;
    states: Record<"outage" | "degradation" | "planned" | "planned-ahead" | "ok", string>;
  };
  staleNote: string;
  neverReadNote: string;
  check: {
    heading: string;
    label: string;
    hint: string;
    button: string;
    noProblem: AroundName;
    touching: AroundName;
    unknown: AroundName;
    /** Around what was typed when it could mean several areas, offered under it. */
    several: AroundName;
    /** Before the notices of a community's emirate that do not touch the community itself. */
    elsewhere: AroundName;
  };
  current: { heading: string; none: string };
  planned: { heading: string; none: string };
  resolved: { heading: string; none: string };
  kinds: Record<"outage" | "degradation" | "planned", string>;
  services: Record<"calls" | "sms" | "4g" | "5g", Phrase>;
  labels: {
    services: string;
    areas: string;
    started: string;
    starts: string;
    expectedEnd: string;
    resolved: string;
    updates: string;
  };
  subscribe: { heading: string; feed: Phrase; json: Phrase };
  /** The home page's line while an outage touches a service somewhere, and its link. */
  homeNotice: { text: string; link: string };
}

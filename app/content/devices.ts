// The shape of the "Is my phone ready?" page's words; `en/devices.ts` and `ar/devices.ts` write them.
import type { DeviceFeature } from "../devices/device-data";
import type { Phrase } from "../i18n/bidi";
import type { PageMeta } from "./types";

/** What the page says of one of the four things a phone is asked. */
export interface FeatureWords {
  /** Its name: eSIM, 5G, VoLTE, Wi-Fi calling. */
  name: Phrase;
  /** What it is, in plain words, for the page's explanation. */
  explains: Phrase;
  /** The answer's sentence after "Yes" or "No". */
  yes: Phrase;
  no: Phrase;
}

/** "Is my phone ready?": the form, the four answers, and what to do when a phone is not listed. */
export interface DevicesContent {
  meta: PageMeta;
  heading: string;
  intro: Phrase;
  form: { label: string; hint: Phrase; button: string };
  features: Record<DeviceFeature, FeatureWords>;
  answer: {
    /** Above the phone found when it was not typed whole: `{typed}` is what was typed. */
    readAs: string;
    yes: string;
    no: string;
    /** Said under every answer: what a no means, and that we say no when unsure. */
    note: string;
    /** A link on to the plans. */
    plans: string;
  };
  notListed: {
    /** `{typed}`: what the visitor typed. */
    heading: string;
    intro: string;
    /** Above the nearest phones, each a link to its answer. */
    didYouMean: string;
    checkHeading: string;
    iphone: Phrase;
    android: Phrase;
    /** `{phone}`: the care line. */
    askUs: Phrase;
    physicalSim: string;
  };
  explainHeading: string;
  listHeading: string;
  listIntro: string;
  /** Other words the site search finds the page by, beside its heading. */
  searchTerms: readonly string[];
}

import type { DevicesContent } from "../content/devices";
import { wordsOf } from "../content/words.server";
import { type Device, deviceFeatures, type DeviceFeature } from "../devices/device-data";
import { deviceName } from "../devices/device-names";
import { devices } from "../devices/devices";
import { findDevice } from "../devices/find-device";
import { siteConfig } from "../domain/site-config";
import type { Phrase } from "../i18n/bidi";
import { type Locale, localizedPath } from "../i18n/locale";
import { devicesPagePath, plansPagePath } from "../site/paths";
import { DEVICE_MODEL_PARAM } from "../site/query-params";

/** One of a phone's four answers, said in words: its name, yes or no, and what that means. */
export interface FeatureAnswer {
  feature: DeviceFeature;
  name: Phrase;
  yes: boolean;
  /** "Yes" or "No", never a colour alone. */
  word: string;
  says: Phrase;
}

/** A phone as a link to its answer. */
export interface PhoneLink {
  name: string;
  href: string;
}

export type DevicesAnswer =
  | {
      found: true;
      name: string;
      /** Whether the page says what it took the query to mean (not typed whole). */
      readAs: boolean;
      features: FeatureAnswer[];
    }
  | { found: false; candidates: PhoneLink[] };

/** Everything /devices shows: the form, the answer to `typed` (none as prerendered), the list. */
export interface DevicesView {
  words: DevicesContent;
  action: string;
  param: string;
  typed: string;
  answer: DevicesAnswer | null;
  careLine: { display: string; href: string };
  plansHref: string;
  /** What each answer means, in the order the answers are given. */
  explain: DevicesContent["features"][DeviceFeature][];
  /** The phones of the file by brand, in the file's order, each a link to its answer. */
  brands: { brand: string; phones: PhoneLink[] }[];
}

/**
 * The page in a language, for the phone a visitor typed (`null`: the page as prerendered, with
 * the form, what each answer means and the phones listed). An answer is the server's, so the
 * form works without JavaScript and every answer has an address.
 */
export function devicesView(locale: Locale, typed: string | null): DevicesView {
  const words = wordsOf(locale, "devices");
  const action = localizedPath(locale, devicesPagePath);
  const hrefOf = (device: Device) =>
    `${action}?${new URLSearchParams({ [DEVICE_MODEL_PARAM]: deviceName(device) })}`;
  const query = typed?.trim() ?? "";
  const brands: DevicesView["brands"] = [];
  for (const device of devices) {
    let group = brands.find(({ brand }) => brand === device.brand);
    if (!group) {
      group = { brand: device.brand, phones: [] };
      brands.push(group);
    }
    group.phones.push({ name: device.model, href: hrefOf(device) });
  }
  return {
    words,
    action,
    param: DEVICE_MODEL_PARAM,
    typed: query,
    answer: query === "" ? null : answerTo(query, words, hrefOf),
    careLine: siteConfig.phone,
    plansHref: localizedPath(locale, plansPagePath),
    explain: deviceFeatures.map((feature) => words.features[feature]),
    brands,
  };
}

function answerTo(
  query: string,
  words: DevicesContent,
  hrefOf: (device: Device) => string,
): DevicesAnswer {
  const lookup = findDevice(query);
  if (!lookup.found) {
    return {
      found: false,
      candidates: lookup.candidates.map((device) => ({
        name: deviceName(device),
        href: hrefOf(device),
      })),
    };
  }
  const { device } = lookup;
  return {
    found: true,
    name: deviceName(device),
    readAs: !lookup.whole,
    features: deviceFeatures.map((feature) => {
      const yes = device[feature];
      const said = words.features[feature];
      return {
        feature,
        name: said.name,
        yes,
        word: yes ? words.answer.yes : words.answer.no,
        says: yes ? said.yes : said.no,
      };
    }),
  };
}

import { wordsOf } from "../content/words.server";
import { deviceFeatures, type ListedDevice } from "../devices/device-data";
import { deviceName, namesOf, plusAsWord } from "../devices/device-names";
import { devices } from "../devices/devices";
import { joinPhrases, phrase } from "../i18n/bidi";
import { type Locale, locales, localizedPath } from "../i18n/locale";
import { searchNames } from "../search/matching";
import type { SearchEntry } from "../search/site-index";
import { devicesPagePath } from "../site/paths";
import { DEVICE_MODEL_PARAM } from "../site/query-params";

/**
 * "Is my phone ready?" as the site search answers it: the page itself, by its heading and the
 * words people ask it with in either language ("esim", "is my phone ready"), and each phone of
 * the devices team's file by its names, alone or with "esim" after them ("iphone 15 esim"),
 * its line its four answers.
 */
export function deviceSearchEntries(locale: Locale): SearchEntry[] {
  const words = wordsOf(locale, "devices");
  const pagePath = localizedPath(locale, devicesPagePath);
  const askedWith = locales.flatMap((each) => {
    const { heading, searchTerms } = wordsOf(each, "devices");
    return [heading, ...searchTerms];
  });
  const pageEntry: SearchEntry = {
    kind: "phones",
    names: searchNames(askedWith),
    codes: [],
    title: words.heading,
    line: words.meta.description,
    href: pagePath,
  };
  const separator = locale === "ar" ? "، " : ", ";
  const phoneEntry = (device: ListedDevice): SearchEntry => {
    const names = namesOf(device).map(plusAsWord);
    return {
      kind: "phones",
      names: searchNames([...names, ...names.map((name) => `${name} esim`)]),
      codes: [],
      title: deviceName(device),
      line: joinPhrases(
        deviceFeatures.map((feature) => {
          const answer = device[feature] ? words.answer.yes : words.answer.no;
          return phrase`${words.features[feature].name}: ${answer}`;
        }),
        separator,
      ),
      href: `${pagePath}?${new URLSearchParams({ [DEVICE_MODEL_PARAM]: deviceName(device) })}`,
    };
  };
  return [pageEntry, ...devices.map(phoneEntry)];
}

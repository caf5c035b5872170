/**
 * The phone a visitor means by what they typed, found by the site search's own rules
 * (app/search/): a name whole, however it is spaced, cased or punctuated (`iPhone15Pro`,
 * `galaxy s24`, `pixel8`); else the phone every word of the query begins a word of (`15 pro
 * max`, the brand left out); else the names a slip of spelling away (`iphnoe 15`). A model's
 * number is never a slip: `iphone 5` is not taken for the iPhone 15, only offered beside it.
 */
import { foldForSearch } from "../search/fold-for-search";
import { searchNames } from "../search/matching";
import { placesAnsweringWithSlips } from "../search/slips";
import type { Device, ListedDevice } from "./device-data";
import { deviceKey, namesOf, plusAsWord } from "./device-names";
import { devices } from "./devices";

/** The most phones a "did you mean" offers. */
export const MAX_CANDIDATES = 6;

/** What a lookup answers: the phone, or the phones nearest what was typed (perhaps none). */
export type DeviceLookup =
  | {
      found: true;
      device: Device;
      /**
       * Whether what was typed is one of the phone's names; false when it was read as the start
       * of one or through a slip, which the page says it read it as.
       */
      whole: boolean;
    }
  | { found: false; candidates: Device[] };

interface Prepared {
  /** Each phone by every name of it folded whole. */
  byKey: Map<string, ListedDevice>;
  /** Each phone's names as the search room compares them, `|` apart. */
  names: string[];
}

const preparedLists = new WeakMap<readonly ListedDevice[], Prepared>();

function prepared(list: readonly ListedDevice[]): Prepared {
  let made = preparedLists.get(list);
  if (!made) {
    const byKey = new Map<string, ListedDevice>();
    for (const device of list) {
      for (const name of namesOf(device)) {
        if (!byKey.has(deviceKey(name))) byKey.set(deviceKey(name), device);
      }
    }
    const names = list.map((device) => searchNames(namesOf(device).map(plusAsWord)));
    made = { byKey, names };
    preparedLists.set(list, made);
  }
  return made;
}

/** The numbers a text names, in order: `iphone 15 pro` → `15`. */
const numbersIn = (folded: string) => (folded.match(/\d+/g) ?? []).join(" ");

/** Whether one of the phone's names has the query's numbers, no more and no fewer. */
function sameNumbers(device: ListedDevice, folded: string): boolean {
  const wanted = numbersIn(folded);
  return namesOf(device).some((name) => numbersIn(foldForSearch(plusAsWord(name))) === wanted);
}

/** Only what the site says of a phone, not the names it is found by. */
function asDevice({ brand, model, esim, fiveG, volte, wifiCalling }: ListedDevice): Device {
  return { brand, model, esim, fiveG, volte, wifiCalling };
}

/** The phone of `list` a query means, or the nearest ones (the devices team's file unless given). */
export function findDevice(query: string, list: readonly ListedDevice[] = devices): DeviceLookup {
  const typed = plusAsWord(query);
  const folded = foldForSearch(typed);
  if (folded === "") return { found: false, candidates: [] };
  const { byKey, names } = prepared(list);
  const whole = byKey.get(deviceKey(query));
  if (whole) return { found: true, device: asDevice(whole), whole: true };
  const { answers } = placesAnsweringWithSlips(names, typed);
  const answering = list.filter((_, index) => answers[index] === true);
  const [only] = answering;
  if (only && answering.length === 1 && sameNumbers(only, folded)) {
    return { found: true, device: asDevice(only), whole: false };
  }
  return { found: false, candidates: answering.slice(0, MAX_CANDIDATES).map(asDevice) };
}

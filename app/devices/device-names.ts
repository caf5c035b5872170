/**
 * The names a phone goes by, and how two of them are compared: the file's check that no name
 * calls two phones and the lookup fold them the same way, so a name the build let through is
 * one the lookup finds whole. Imports only the search room's folds (Vite's config loader reads
 * this file too, so it names its `.ts` files).
 */
import { foldPlaceName } from "../search/fold-for-search.ts";
import type { Device, ListedDevice } from "./device-data.ts";

/**
 * `+` as the word people also type for it, so `Galaxy S24+` and `s24 plus` meet, and the `+`
 * is not lost as punctuation, which would make the S24+ the S24.
 */
export function plusAsWord(text: string): string {
  return text.replace(/\+/g, " plus ");
}

/**
 * A name folded whole, as a key: case, spaces and punctuation dropped (`iPhone15Pro`,
 * `iphone 15 pro` and `iPhone 15-Pro` meet), `+` read as `plus`.
 */
export function deviceKey(text: string): string {
  return foldPlaceName(plusAsWord(text));
}

/**
 * How the site names a phone: its brand and model (`Apple iPhone 15 Pro`), the brand once
 * where the model already starts with it (`Xiaomi 14`, `Honor 200`). Also what a sign-up
 * request keeps as the phone the visitor named.
 */
export function deviceName({ brand, model }: Device): string {
  return deviceKey(model).startsWith(deviceKey(brand)) ? model : `${brand} ${model}`;
}

/** A name as people type it, alone and after the brand (`S24`, `Samsung S24`), once each. */
export function spellingsOf(brand: string, name: string): string[] {
  return deviceKey(name).startsWith(deviceKey(brand)) ? [name] : [name, `${brand} ${name}`];
}

/** Every name a phone is found by, as written: its model and each alias, with and without its brand. */
export function namesOf(device: ListedDevice): string[] {
  return [device.model, ...device.aliases].flatMap((name) => spellingsOf(device.brand, name));
}

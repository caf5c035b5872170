import type { Locale } from "../i18n/locale";

/** The seven emirates, by the ids the teams' files name them with, in their customary order. */
export const emirateIds = [
  "abu-dhabi",
  "dubai",
  "sharjah",
  "ajman",
  "umm-al-quwain",
  "ras-al-khaimah",
  "fujairah",
] as const;
export type EmirateId = (typeof emirateIds)[number];

/** An emirate as every feature names and places it. */
export interface Emirate {
  readonly id: EmirateId;
  readonly name: { readonly en: string; readonly ar: string };
  /** Other spellings and abbreviations people type for it. */
  readonly aliases: readonly string[];
  /** The centre of its main city, where "near Sharjah" is meant. */
  readonly latitude: number;
  readonly longitude: number;
}

export const emirates: readonly Emirate[] = [
  {
    id: "abu-dhabi",
    name: { en: "Abu Dhabi", ar: "أبوظبي" },
    aliases: ["AD", "AUH", "Abudhabi", "أبو ظبي"],
    latitude: 24.4539,
    longitude: 54.3773,
  },
  {
    id: "dubai",
    name: { en: "Dubai", ar: "دبي" },
    aliases: ["DXB"],
    latitude: 25.2048,
    longitude: 55.2708,
  },
  {
    id: "sharjah",
    name: { en: "Sharjah", ar: "الشارقة" },
    aliases: ["SHJ", "Shj"],
    latitude: 25.3463,
    longitude: 55.4209,
  },
  {
    id: "ajman",
    name: { en: "Ajman", ar: "عجمان" },
    aliases: [],
    latitude: 25.4052,
    longitude: 55.5136,
  },
  {
    id: "umm-al-quwain",
    name: { en: "Umm Al Quwain", ar: "أم القيوين" },
    aliases: ["UAQ", "Umm al Qaiwain"],
    latitude: 25.5647,
    longitude: 55.5552,
  },
  {
    id: "ras-al-khaimah",
    name: { en: "Ras Al Khaimah", ar: "رأس الخيمة" },
    aliases: ["RAK"],
    latitude: 25.8007,
    longitude: 55.9762,
  },
  {
    id: "fujairah",
    name: { en: "Fujairah", ar: "الفجيرة" },
    aliases: [],
    latitude: 25.1288,
    longitude: 56.3265,
  },
];

/** An emirate's name in a language of the site: `emirateName("dubai", "ar")` is دبي. */
export function emirateName(id: EmirateId, locale: Locale): string {
  return emirates.find((emirate) => emirate.id === id)?.name[locale] ?? id;
}

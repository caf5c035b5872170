// Arabic words of the roaming rules: each rule one sentence, reused wherever it is stated.
import { arabicCount } from "../../i18n/arabic-count";
import { arabicNouns } from "../../i18n/arabic-nouns";
import { NBSP } from "../../i18n/count-parts";
import { dirhamsInWords, formatAed, formatNumber, formatUnit } from "../../i18n/format";
import { ltr, phrase } from "../../i18n/bidi";
import { exampleUses, type RoamingExample, roamingExamples } from "../../tariffs/roaming-examples";
import { roamingSafeguards, roamingTerms } from "../../tariffs/tariffs";
import { siteConfig } from "../../domain/site-config";
import type { RoamingRules } from "../roaming-rules";
import { aroundTheClock } from "./phrases";

const intlLocale = "ar-AE";
const brand = siteConfig.arabicBrandName;
const phone = ltr(siteConfig.phone.display);
const phoneFromAbroad = ltr(siteConfig.phoneFromAbroad.display);
const { spendingCapFils, firstAlertPercent, secondAlertPercent } = roamingSafeguards;
const { dayHours, callStepSeconds, dataStepKb } = roamingTerms;
const percent = (value: number) => ltr(`${formatNumber(value, intlLocale)}%`);
const callStep =
  callStepSeconds === 1
    ? "بالثانية"
    : `بوحدات من ${arabicCount(callStepSeconds, arabicNouns.second, "genitive")}`;

/** A roaming zone's letter as Arabic writes it. */
export const zoneLetters: Record<string, string> = { A: "أ", B: "ب", C: "ج", D: "د", E: "هـ" };

export const roamingRules: RoamingRules = {
  dataOff: phrase`تعمل المكالمات والرسائل النصية في الخارج فور وصولك، أما تجوال البيانات فيبقى متوقفاً حتى تفعّله بنفسك من تطبيق ${brand} أو بالاتصال على ${phone} (أو على ${phoneFromAbroad} مجاناً من الخارج).`,
  roamingDay: `يوم التجوال هو ${arabicCount(dayHours, arabicNouns.hour)} تبدأ من أول استخدام مدفوع لخطك في الخارج: إجراء مكالمة أو استقبالها، أو إرسال رسالة نصية، أو استخدام البيانات.`,
  freeUse:
    "استقبال الرسائل النصية مجاني، وكذلك المكالمة التي لا تردّ عليها فتُحوَّل إلى البريد الصوتي، ولا يبدأ أيٌّ منهما يوم تجوال.",
  lowerOf:
    "نحتسب لكل يوم تجوال الأقل من تكلفة الدفع حسب الاستخدام وسعر باقة التجوال اليومية لمنطقتك، فلا تحتاج إلى شراء الباقة، واليوم الذي ترسل فيه بضع رسائل نصية لا يكلفك إلا سعرها.",
  passCovers:
    "تشمل باقة التجوال اليومية المكالمات إلى الإمارات وداخل الدولة التي أنت فيها والمكالمات الواردة ضمن دقائقها، والبيانات ضمن حدّها، أما الرسائل النصية والمكالمات إلى دول أخرى فتُحتسب حسب الاستخدام.",
  pastPassMinutes: "تُحتسب الدقائق التي تتجاوز دقائق الباقة بأسعار الدفع حسب الاستخدام.",
  passDataUsedUp:
    "عند نفاد بيانات الباقة تتوقف البيانات حتى نهاية يوم التجوال، إلا إذا أضفت باقة أخرى بالرد على رسالتنا النصية أو من التطبيق.",
  billingSteps: `تُحتسب المكالمات في الخارج، الصادرة والواردة، ${callStep}، والبيانات بوحدات من ${formatNumber(dataStepKb, intlLocale)}${NBSP}كيلوبايت.`,
  shipsNoPass:
    "لا تشمل أي باقة تجوال يومية شبكات السفن والطائرات والأقمار الصناعية، ويُحتسب استخدامك عليها بأسعار الدفع حسب الاستخدام الخاصة بها.",
  cap: `لرسوم التجوال كلها في شهر الفوترة، بما فيها الاستخدام الذي تبلغ عنه شبكة في الخارج متأخراً، حد أقصى قدره ${dirhamsInWords(spendingCapFils)} يمكنك تغييره، فلا نحاسبك أبداً عن شهر فوترة بأكثر من هذا الحد.`,
  alerts: phrase`نرسل إليك رسالة نصية عند بلوغ رسوم التجوال ${percent(firstAlertPercent)} من الحد، وأخرى عند ${percent(secondAlertPercent)}.`,
  welcome: "عند وصولك تصلك رسالة نصية ترحيبية بأسعار المنطقة التي أنت فيها.",
  careFromAbroad: phrase`من الخارج، اتصل بخدمة العملاء مجاناً على ${phoneFromAbroad} ${aroundTheClock}.`,
};

const price = (fils: number) => formatAed(fils, intlLocale, { decimals: "always" });
const passPrice = ({ zone }: RoamingExample) => formatAed(zone.dayPass?.priceFils ?? 0, intlLocale);
const place = ({ zone }: RoamingExample) =>
  `لندن (المنطقة${NBSP}${zoneLetters[zone.id] ?? ltr(zone.id)})`;
const minutes = (seconds: number) => formatUnit(seconds / 60, "minute", intlLocale);

/** What a day costs, worked out from the tariff files: a few texts, and a busy day. */
export function roamingExampleSentences(): string[] {
  const { twoTexts, mapsAndCalls } = roamingExamples();
  const busy = mapsAndCalls.charge;
  const use = exampleUses.mapsAndCalls;
  const busyUse = `${formatUnit(use.dataKb / 1_000, "megabyte", intlLocale)} للخرائط، و${minutes(use.callSecondsToUaeOrLocal)} من المكالمات إلى الإمارات، و${minutes(use.callSecondsReceived)} من المكالمات الواردة`;
  // The use is exampleUses': two texts, then the busy day.
  return [
    `${arabicCount(exampleUses.twoTexts.smsSent, arabicNouns.sms)} إلى الأهل من ${place(twoTexts)}: تدفع ${price(twoTexts.charge.chargedFils)} حسب الاستخدام بدلاً من سعر باقة التجوال اليومية (${passPrice(twoTexts)}).`,
    busy.byPass
      ? `يوم في ${place(mapsAndCalls)} فيه ${busyUse}: تكلفته حسب الاستخدام ${price(busy.payAsYouGoFils)}، فتدفع سعر باقة التجوال اليومية (${passPrice(mapsAndCalls)}) فقط.`
      : `يوم في ${place(mapsAndCalls)} فيه ${busyUse}: تكلفته حسب الاستخدام ${price(busy.payAsYouGoFils)}، وهي أقل من سعر باقة التجوال اليومية (${passPrice(mapsAndCalls)})، فتدفع تكلفة الاستخدام وحدها.`,
  ];
}

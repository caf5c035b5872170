// Arabic words of the international calls rules, each said once and reused wherever it appears.
import { MAX_MONTHLY_MINUTES } from "../../domain/form-limits";
import { arabicCount, arabicCountParts, type GrammaticalCase } from "../../i18n/arabic-count";
import { arabicNouns } from "../../i18n/arabic-nouns";
import { NBSP } from "../../i18n/count-parts";
import { siteConfig } from "../../domain/site-config";
import { ltr, phrase } from "../../i18n/bidi";
import type { CallRulesContent } from "../call-rules";
import type { PluralMessages } from "../types";
import { vatIncluded } from "./phrases";

/**
 * Minutes counted by the browser as well as the server, as messages by plural category: each
 * form is the counting helper's, for a count of that category, in the case the sentence needs.
 */
function minuteMessages(grammaticalCase: GrammaticalCase): PluralMessages {
  const form = (value: number) =>
    `{count}${NBSP}${arabicCountParts(value, arabicNouns.minute, grammaticalCase).noun}`;
  return {
    zero: form(0),
    one: arabicCount(1, arabicNouns.minute, grammaticalCase),
    two: arabicCount(2, arabicNouns.minute, grammaticalCase),
    few: form(3),
    many: form(11),
    other: form(100),
  };
}

export const callRules: CallRulesContent = {
  pricesFrom: "الأسعار سارية من {date}.",
  perSecond:
    "تُحتسب المكالمات الدولية بالثانية من الثانية الأولى، بسعر الدقيقة للوجهة: بلا حد أدنى ولا رسوم اتصال.",
  billingStep:
    "تُحتسب المكالمات الدولية بوحدات من {step}، بسعر الدقيقة للوجهة: بلا حد أدنى ولا رسوم اتصال.",
  samePriceEveryPlan:
    "السعر نفسه على كل الباقات: تكلفة المكالمات والرسائل النصية الدولية هي المذكورة في هذه الصفحة أياً كانت باقتك، ولا تُخصم أبداً من دقائق باقتك.",
  onePricePerCode: phrase`سعر واحد لكل رمز اتصال: تُحتسب المكالمات إلى الأماكن التي تشترك في رمز واحد، مثل ${ltr("+1")} و${ltr("+7")} و${ltr("+44")}، بسعر الدولة الرئيسية لهذا الرمز.`,
  sharesCode: "تشترك في الرمز {code} مع {country}، وبسعرها نفسه",
  networks: "الهواتف الفضائية والشبكات الدولية ({codes}): {minute} للدقيقة و{sms} للرسالة النصية.",
  networkNames: {
    "870": { name: "هواتف إنمارسات الفضائية", aliases: [] },
    "881": { name: "هواتف إيريديوم وغلوبالستار الفضائية", aliases: [] },
    "882": { name: "الثريا وشبكات دولية أخرى", aliases: ["هواتف الثريا الفضائية"] },
    "883": { name: "شبكات الهاتف المتنقل الدولية", aliases: [] },
  },
  packs: {
    heading: "باقات «اتصل بالأهل»",
    terms: phrase`تمنحك كل باقة دقائق للاتصال بكل وجهات منطقتها لمدة {days}، وهي متاحة مع كل الباقات الشهرية. لا تتجدد الباقة إلا إذا اخترت التجديد عند شرائها، من التطبيق أو في المتجر أو بالاتصال على ${ltr(siteConfig.phone.display)}.`,
    caption: `باقات «اتصل بالأهل»، والأسعار بالدرهم ${vatIncluded}`,
    columns: {
      pack: "الباقة",
      zone: "المكالمات إلى",
      minutes: "الدقائق",
      price: "السعر",
      perMinute: "سعر الدقيقة",
    },
    against: "{perMinute} مقابل {payg} بالدفع حسب الاستخدام",
    names: {
      "call-home-60": "اتصل بالأهل {minutes}",
      "call-home-150": "اتصل بالأهل {minutes}",
      "gulf-60": "الخليج {minutes}",
      "arab-world-60": "العالم العربي {minutes}",
    },
    zoneNames: {
      "1": "دول مجلس التعاون الخليجي",
      "2": "الهند وباكستان وبنغلاديش وسريلانكا ونيبال والفلبين",
      "3": "الدول العربية الأخرى",
    },
  },
  csvLink: phrase`نزّل كل الأسعار في جدول بيانات (${ltr("CSV")})`,
  estimate: {
    heading: "تقدير تكلفتك الشهرية",
    intro:
      "أدخل عدد دقائق اتصالك بدولة واحدة في الشهر، وسنحسب لك الطريقة الأوفر: الدفع حسب الاستخدام أو باقات «اتصل بالأهل».",
    minutesLabel: "الدقائق في الشهر",
    minutesHint: `عدد صحيح، مثل 120`,
    toLabel: "إلى",
    choose: "اختر وجهة",
    submit: "احسب التقدير",
    errorSummary: "يُرجى مراجعة التقدير:",
    problems: {
      minutes: {
        missing: "أدخل عدد الدقائق التي تتصل بها في الشهر.",
        "not-a-number": "أدخل الدقائق عدداً صحيحاً، مثل 120.",
        "too-large": `لا يزيد الشهر على ${arabicCount(MAX_MONTHLY_MINUTES, arabicNouns.minute, "genitive")}، فأدخل عدداً أقل.`,
      },
      to: {
        missing: "اختر الوجهة التي تتصل بها.",
        unknown: "اختر وجهة من القائمة.",
      },
    },
    answerHeading: "الطريقة الأوفر",
    headline: "{minutes} شهرياً إلى {place}: {total} شهرياً.",
    minutes: minuteMessages("nominative"),
    minutesGenitive: minuteMessages("genitive"),
    // The packs are named by their word, so a name such as «اتصل بالأهل 60» never reads as a
    // command; after «اشترك في» the dual is oblique.
    packList: { one: "باقة «{names}»", two: "باقتي «{names}»", other: "باقات «{names}»" },
    payg: "الدفع حسب الاستخدام: {minutes} بسعر {rate} للدقيقة.",
    packsOnly: "اشترك في {packs}.",
    packsAndPayg: "اشترك في {packs}، ثم ادفع حسب الاستخدام عن {minutes} بسعر {rate} للدقيقة.",
    // Between two quoted names: the first name's figure is held to the joining word.
    and: `»${NBSP}و«`,
    against: "تكلفة الدفع حسب الاستخدام وحده: {payg}.",
    noPack: "لا تشمل باقات «اتصل بالأهل» المكالمات إلى {place}، فتُحتسب بالدفع حسب الاستخدام.",
    aed: `{n}${NBSP}درهم`,
  },
};

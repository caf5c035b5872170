// Arabic words of the international calls rules, each said once and reused wherever it appears.
import { NBSP } from "../../i18n/count-parts";
import { ltr } from "../../i18n/bidi";
import { siteConfig } from "../site-config";
import type { CallRulesContent } from "../types";
import { vatIncluded } from "./phrases";

export const callRules: CallRulesContent = {
  pricesFrom: "الأسعار سارية من {date}.",
  perSecond:
    "تُحتسب المكالمات الدولية بالثانية من الثانية الأولى، بسعر الدقيقة للوجهة: بلا حد أدنى ولا رسوم اتصال.",
  billingStep:
    "تُحتسب المكالمات الدولية كل {seconds} ثانية، بسعر الدقيقة للوجهة: بلا حد أدنى ولا رسوم اتصال.",
  samePriceEveryPlan:
    "السعر نفسه على كل الباقات: تكلفة المكالمات والرسائل الدولية هي المذكورة في هذه الصفحة أياً كانت باقتك، ولا تُخصم أبداً من دقائق باقتك.",
  onePricePerCode: `سعر واحد لكل رمز اتصال: الأماكن التي تشترك في رمز واحد، مثل ${ltr("+1")} و${ltr("+7")} و${ltr("+44")}، تُحتسب بسعر الدولة الرئيسية لهذا الرمز.`,
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
    terms: `دقائق إلى كل وجهات منطقة الباقة لمدة {days}، على كل الباقات الشهرية. لا تتجدد الباقة إلا إذا اخترت التجديد عند شرائها، من التطبيق أو في المتجر أو على الرقم ${ltr(siteConfig.phone.display)}.`,
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
  csvLink: `نزّل كل الأسعار في جدول بيانات (${ltr("CSV")})`,
  estimate: {
    heading: "تقدير تكلفتك الشهرية",
    intro:
      "أخبرنا كم دقيقة تتصل بدولة واحدة في الشهر، ونحسب لك الطريقة الأوفر: الدفع حسب الاستخدام أو باقة «اتصل بالأهل».",
    minutesLabel: "الدقائق في الشهر",
    minutesHint: `عدد صحيح، مثل 120`,
    toLabel: "إلى",
    choose: "اختر وجهة",
    submit: "احسب التقدير",
    errorSummary: "يرجى مراجعة التقدير:",
    problems: {
      minutes: {
        missing: "أدخل عدد الدقائق التي تتصل بها في الشهر.",
        "not-a-number": "أدخل الدقائق عدداً صحيحاً، مثل 120.",
        "too-large": `في الشهر 44,640${NBSP}دقيقة على الأكثر: أدخل عدداً أقل.`,
      },
      to: {
        missing: "اختر الوجهة التي تتصل بها.",
        unknown: "اختر وجهة من القائمة.",
      },
    },
    answerHeading: "الطريقة الأوفر",
    headline: "{minutes} في الشهر إلى {place}: {total} في الشهر.",
    minutes: {
      zero: `{count}${NBSP}دقيقة`,
      one: "دقيقة واحدة",
      two: "دقيقتان",
      few: `{count}${NBSP}دقائق`,
      many: `{count}${NBSP}دقيقة`,
      other: `{count}${NBSP}دقيقة`,
    },
    payg: "الدفع حسب الاستخدام: {minutes} بسعر {rate} للدقيقة.",
    packsOnly: "{packs}.",
    packsAndPayg: "{packs}، ثم {minutes} بالدفع حسب الاستخدام بسعر {rate} للدقيقة.",
    // After a pack's figure: held to it, as every figure is to its word.
    and: `${NBSP}و`,
    against: "الدفع حسب الاستخدام وحده يكلف {payg}.",
    noPack: "لا تشمل أي باقة «اتصل بالأهل» {place}: الدفع حسب الاستخدام هو الطريقة.",
    aed: `{n}${NBSP}درهم`,
  },
};

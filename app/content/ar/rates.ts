// Arabic words of the rates pages: international calls and roaming.
import { formatNumber } from "~/i18n/format";
import { roamingSafeguards } from "~/tariffs/tariffs";
import { ltr } from "../../i18n/bidi";
import { siteConfig } from "../site-config";
import type { DestinationFinderContent, RatesContent } from "../types";

const intlLocale = "ar-AE";
const brand = siteConfig.arabicBrandName;
const phone = ltr(siteConfig.phone.display);
const { spendingCapAed, firstAlertPercent, secondAlertPercent } = roamingSafeguards;
/** A figure and its noun never part across lines. */
const nbsp = "\u00A0";
/** A price in a sentence, with the noun form Arabic grammar asks for after the number. */
const dirhams = (value: number) => {
  const form = new Intl.PluralRules(intlLocale).select(value);
  const noun = form === "few" ? "دراهم" : form === "many" ? "درهماً" : "درهم";
  return `${formatNumber(value, intlLocale)}${nbsp}${noun}`;
};
const percent = (value: number) => ltr(`${formatNumber(value, intlLocale)}%`);

const finder: DestinationFinderContent = {
  label: "ابحث عن وجهة",
  hint: `اكتب اسم الدولة بالعربية أو الإنجليزية، أو رمز الاتصال بها مثل ${ltr("+63")}`,
  submit: "بحث",
  found: {
    zero: "لا توجد وجهات مطابقة",
    one: "وجهة واحدة مطابقة",
    two: "وجهتان مطابقتان",
    few: `{count}${nbsp}وجهات مطابقة`,
    many: `{count}${nbsp}وجهة مطابقة`,
    other: `{count}${nbsp}وجهة مطابقة`,
  },
  all: { other: `جميع الوجهات معروضة، وعددها {count}${nbsp}وجهة` },
  noMatch: { before: "لا توجد وجهة تطابق", after: "." },
  showAll: "اعرض كل الوجهات",
  indexLabel: "الوجهات مرتبة من أ إلى ي",
};

export const rates: RatesContent = {
  internationalCalls: {
    meta: {
      title: "المكالمات الدولية",
      description: `سعر الدقيقة والرسالة النصية من ${brand} في الإمارات إلى كل دول العالم، بالدرهم شاملاً ضريبة القيمة المضافة. ابحث عن وجهتك بالاسم أو برمز الاتصال.`,
    },
    heading: "المكالمات الدولية",
    intro:
      "تكلفة المكالمة أو الرسالة النصية من خطك إلى أي دولة نوصلك بها. ابحث عن وجهتك باسمها بالعربية أو الإنجليزية، أو برمز الاتصال بها.",
    billingHeading: "كيف تُحتسب المكالمات الدولية",
    billing: [
      "الأسعار بالدرهم للدقيقة وللرسالة النصية، شاملةً ضريبة القيمة المضافة.",
      `تُحتسب المكالمات بالدقيقة: المكالمة التي مدتها دقيقة و10${nbsp}ثوانٍ تُحسب دقيقتين.`,
      "تُحتسب المكالمات الدولية بهذه الأسعار، ولا تُخصم أبداً من دقائق باقتك.",
      "المكالمات إلى أرقام إماراتية محلية أياً كان من تتصل به، وتُخصم من دقائق باقتك.",
    ],
    finder,
    table: {
      caption: "المكالمات والرسائل النصية من الإمارات حسب الوجهة، بالدرهم شاملةً الضريبة",
      destination: "الوجهة",
      code: "رمز الاتصال",
      minute: "سعر الدقيقة",
      sms: "سعر الرسالة",
    },
    roamingLink: "مسافر؟ اطّلع على تكلفة استخدام خطك في الخارج",
  },
  roaming: {
    meta: {
      title: "التجوال",
      description: `الباقات اليومية وأسعار الاستخدام حسب الاستهلاك لخط ${brand} في كل الدول، وضمانات تحمي فاتورتك: بيانات التجوال متوقفة حتى تشغّلها، وحد شهري للإنفاق قدره ${dirhams(spendingCapAed)}، وتنبيهات قبل بلوغه.`,
    },
    heading: "التجوال",
    intro:
      "خذ رقمك معك أينما سافرت. ابحث عن الدولة التي تقصدها لتعرف سعر الباقة اليومية فيها وأسعار الاستخدام حسب الاستهلاك.",
    safeguardsHeading: "لا مفاجآت في فاتورتك",
    safeguards: [
      `بيانات التجوال متوقفة حتى تشغّلها بنفسك من تطبيق ${brand} أو بالاتصال على ${phone}.`,
      "تُحتسب الباقة اليومية فقط عند أول استخدام لخطك في الخارج خلال اليوم بتوقيت الإمارات، واليوم الذي لا تستخدم فيه خطك لا يكلفك شيئاً.",
      `يُطبَّق حد لإنفاق التجوال قدره ${dirhams(spendingCapAed)} في كل شهر من أشهر الفوترة ما لم تغيّره. وعند بلوغه يتوقف التجوال حتى ترفع الحد أو يبدأ شهر فوترة جديد.`,
      `نرسل إليك رسالة نصية عند بلوغ ${percent(firstAlertPercent)} من الحد، وأخرى عند ${percent(secondAlertPercent)}.`,
    ],
    zonesHeading: "مناطق التجوال",
    zonesIntro:
      "تقع كل وجهة في واحدة من ثلاث مناطق. تمنحك الباقة اليومية بيانات ودقائق لمدة 24\u00A0ساعة، ومن دونها تدفع حسب الاستهلاك. الأسعار بالدرهم شاملةً الضريبة.",
    zoneName: { before: "المنطقة", after: "" },
    columns: {
      zone: "المنطقة",
      destination: "الوجهة",
      dayPass: "الباقة اليومية",
      calls: "المكالمات للدقيقة، الصادرة / الواردة",
      sms: "سعر الرسالة",
      data: "البيانات لكل ميجابايت",
    },
    finder,
    tableCaption: "أسعار التجوال حسب الوجهة، بالدرهم شاملةً الضريبة",
    noPartner: "لا تتوفر شبكة شريكة هنا بعد: لن يتصل خطك بأي شبكة.",
    callsLink: "تتصل بالخارج من الإمارات؟ اطّلع على أسعار المكالمات الدولية",
  },
  searchAliases: {
    US: ["أمريكا", "الولايات المتحدة الأمريكية"],
    GB: ["بريطانيا", "إنجلترا"],
    SA: ["السعودية"],
    PS: ["فلسطين"],
    KR: ["كوريا"],
    NL: ["هولندا"],
    DE: ["المانيا"],
    CD: ["الكونغو الديمقراطية"],
    CG: ["الكونغو"],
    TL: ["تيمور الشرقية"],
    MM: ["بورما"],
    SY: ["سوريا"],
  },
};

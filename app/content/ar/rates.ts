// Arabic words of the rates pages: international calls and roaming.
import { NBSP } from "../../i18n/count-parts";
import { dirhamsInWords } from "../../i18n/format";
import { roamingSafeguards } from "../../tariffs/tariffs";
import { ltr } from "../../i18n/bidi";
import { siteConfig } from "../site-config";
import type { DestinationFinderContent, RatesContent } from "../types";
import { roamingExampleSentences, roamingRules, zoneLetters } from "./roaming-rules";

const brand = siteConfig.arabicBrandName;
const { spendingCapFils } = roamingSafeguards;

/** Said under the calls page's billing and by its finder for a UAE number: one sentence. */
const uaeCallsAreLocal =
  "المكالمات إلى أرقام إماراتية محلية أياً كان من تتصل به، وتُخصم من دقائق باقتك.";

const finder: DestinationFinderContent = {
  label: "ابحث عن وجهة",
  hint: `اكتب اسم الدولة بالعربية أو الإنجليزية، أو رمز الاتصال بها مثل ${ltr("+63")}، أو رقم الهاتف كاملاً`,
  submit: "بحث",
  found: {
    zero: "لا توجد وجهات مطابقة",
    one: "وجهة واحدة مطابقة",
    two: "وجهتان مطابقتان",
    few: `{count}${NBSP}وجهات مطابقة`,
    many: `{count}${NBSP}وجهة مطابقة`,
    other: `{count}${NBSP}وجهة مطابقة`,
  },
  all: { other: `جميع الوجهات معروضة، وعددها {count}${NBSP}وجهة` },
  noMatch: { before: "لا توجد وجهة تطابق", after: "." },
  home: uaeCallsAreLocal,
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
      uaeCallsAreLocal,
    ],
    finder,
    table: {
      caption: "المكالمات والرسائل النصية من الإمارات حسب الوجهة، بالدرهم شاملةً الضريبة",
      destination: "الوجهة",
      code: "رمز الاتصال الدولي",
      minute: "سعر الدقيقة",
      sms: "سعر الرسالة",
    },
    roamingLink: "مسافر؟ اطّلع على تكلفة استخدام خطك في الخارج",
  },
  roaming: {
    meta: {
      title: "التجوال",
      description: `باقات التجوال اليومية وأسعار الدفع حسب الاستخدام لخط ${brand} في كل الدول، وضمانات تحمي فاتورتك: تجوال البيانات متوقف حتى تفعّله، وحد أقصى شهري للإنفاق قدره ${dirhamsInWords(spendingCapFils)}، وتنبيهات قبل بلوغه.`,
    },
    heading: "التجوال",
    intro:
      "خذ رقمك معك أينما سافرت. ابحث عن الدولة التي تقصدها لتعرف سعر باقة التجوال اليومية فيها وأسعار الدفع حسب الاستخدام.",
    rules: roamingRules,
    dayHeading: "يوم التجوال",
    examplesHeading: "تكلفة يوم في الخارج",
    examples: roamingExampleSentences(),
    passHeading: "ما تشمله باقة التجوال اليومية",
    safeguardsHeading: "لا مفاجآت في فاتورتك",
    abroadHeading: "خلال وجودك في الخارج",
    zonesHeading: "مناطق التجوال",
    zonesIntro:
      "تقع كل وجهة في إحدى المناطق أدناه، ولكل منها باقة تجوال يومية وأسعار للدفع حسب الاستخدام، ولشبكات السفن والطائرات والأقمار الصناعية أسعارها الخاصة. الأسعار بالدرهم شاملةً الضريبة.",
    zoneName: { before: "المنطقة", after: "" },
    zoneLetters,
    zoneWords: { "ships-aircraft-satellite": "السفن والطائرات والأقمار الصناعية" },
    columns: {
      zone: "المنطقة",
      destination: "الوجهة",
      dayPass: "باقة التجوال اليومية",
      calls: "المكالمات للدقيقة",
      sms: "سعر الرسالة",
      data: "البيانات لكل ميجابايت",
    },
    callLabels: {
      toUaeOrLocal: "للإمارات أو محلية",
      toOtherCountry: "لدولة أخرى",
      received: "واردة",
    },
    noDayPass: "لا تتوفر باقة يومية",
    finder: {
      ...finder,
      hint: `اكتب اسم الدولة أو المدينة بالعربية أو الإنجليزية، أو رمز الاتصال بها مثل ${ltr("+63")}`,
      home: "استخدام خطك داخل الإمارات ليس تجوالاً: يُحتسب من باقتك دون أي رسوم تجوال.",
    },
    tableCaption: "أسعار التجوال حسب الوجهة، بالدرهم شاملةً الضريبة",
    noPartner: "لا تتوفر شبكة شريكة هنا بعد: لن يتصل خطك بأي شبكة.",
    callsLink: "تتصل بالخارج من الإمارات؟ اطّلع على أسعار المكالمات الدولية",
  },
};

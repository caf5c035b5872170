// Arabic words of the rates pages: international calls and roaming.
import { arabicCount, arabicCountParts } from "../../i18n/arabic-count";
import { arabicNouns } from "../../i18n/arabic-nouns";
import { NBSP } from "../../i18n/count-parts";
import { dirhamsInWords } from "../../i18n/format";
import { roamingSafeguards } from "../../tariffs/tariffs";
import { siteConfig } from "../../domain/site-config";
import { ltr, phrase } from "../../i18n/bidi";
import type { DestinationFinderContent, RatesContent } from "../rates";
import { vatIncluded } from "./phrases";
import { roamingExampleSentences, roamingRules, zoneLetters } from "./roaming-rules";

const brand = siteConfig.arabicBrandName;
const { spendingCapFils } = roamingSafeguards;

/** Said under the calls page's billing and by its finder for a UAE number: one sentence. */
const uaeCallsAreLocal = "المكالمات إلى أرقام الإمارات تُحتسب من دقائق باقتك.";

const finder: DestinationFinderContent = {
  label: "ابحث عن وجهة",
  hint: phrase`اكتب اسم الدولة بالعربية أو الإنجليزية، أو رمز الاتصال بها مثل ${ltr("+63")}، أو رقم الهاتف كاملاً`,
  submit: "بحث",
  found: {
    zero: "لا توجد وجهات مطابقة",
    one: "وجهة واحدة مطابقة",
    two: "وجهتان مطابقتان",
    few: `{count}${NBSP}وجهات مطابقة`,
    many: `{count}${NBSP}وجهة مطابقة`,
    other: `{count}${NBSP}وجهة مطابقة`,
  },
  // The whole list is a few hundred places; each form is the counting helper's all the same.
  all: {
    one: `جميع الوجهات معروضة، وهي ${arabicCount(1, arabicNouns.destination)}`,
    two: `جميع الوجهات معروضة، وهما ${arabicCount(2, arabicNouns.destination)}`,
    few: `جميع الوجهات معروضة، وعددها {count}${NBSP}${arabicCountParts(3, arabicNouns.destination).noun}`,
    many: `جميع الوجهات معروضة، وعددها {count}${NBSP}${arabicCountParts(11, arabicNouns.destination).noun}`,
    other: `جميع الوجهات معروضة، وعددها {count}${NBSP}${arabicCountParts(100, arabicNouns.destination).noun}`,
  },
  noMatch: { before: "لا توجد وجهة تطابق", after: "." },
  home: uaeCallsAreLocal,
  showAll: "اعرض كل الوجهات",
  indexLabel: "الوجهات مرتبة من أ إلى ي",
  more: "لا تظهر هنا إلا أولى الوجهات المطابقة، وعددها {shown}: اكتب المزيد من الاسم لتجد وجهتك.",
};

export const rates: RatesContent = {
  internationalCalls: {
    meta: {
      title: "المكالمات الدولية",
      description: `أسعار المكالمات والرسائل النصية من خط ${brand} في الإمارات إلى كل دول العالم، بالدرهم ${vatIncluded}. ابحث عن وجهتك باسمها أو برمز الاتصال بها.`,
    },
    heading: "المكالمات الدولية",
    intro:
      "تكلفة المكالمة أو الرسالة النصية من خطك إلى كل دولة تتصل بها. ابحث عن وجهتك باسمها بالعربية أو الإنجليزية، أو برمز الاتصال بها.",
    billingHeading: "كيف تُحتسب المكالمات الدولية",
    billing: [`الأسعار بالدرهم للدقيقة وللرسالة النصية، ${vatIncluded}.`, uaeCallsAreLocal],
    finder,
    table: {
      caption: `أسعار المكالمات والرسائل النصية من الإمارات حسب الوجهة، بالدرهم ${vatIncluded}`,
      destination: "الوجهة",
      code: "رمز الاتصال الدولي",
      minute: "سعر الدقيقة",
      sms: "سعر الرسالة",
    },
    answer: { packsHeading: "باقات «اتصل بالأهل» لهذه الوجهة" },
    roamingLink: "مسافر؟ اطّلع على تكلفة استخدام خطك في الخارج",
  },
  roaming: {
    meta: {
      title: "التجوال",
      description: `باقات التجوال اليومية وأسعار الدفع حسب الاستخدام لخط ${brand} في كل الدول، وضمانات تحمي فاتورتك: تجوال البيانات متوقف حتى تفعّله، وحد أقصى شهري للإنفاق قدره ${dirhamsInWords(spendingCapFils)}، وتنبيهات قبل بلوغه.`,
    },
    heading: "التجوال",
    intro:
      "استخدم رقمك أينما سافرت. ابحث عن الدولة التي تقصدها لتعرف سعر باقة التجوال اليومية فيها وأسعار الدفع حسب الاستخدام.",
    rules: roamingRules,
    dayHeading: "يوم التجوال",
    examplesHeading: "تكلفة يوم في الخارج",
    examples: roamingExampleSentences(),
    passHeading: "ما تشمله باقة التجوال اليومية",
    safeguardsHeading: "لا مفاجآت في فاتورتك",
    abroadHeading: "خلال وجودك في الخارج",
    zonesHeading: "مناطق التجوال",
    zonesIntro: `تقع كل وجهة في إحدى المناطق أدناه، ولكل منها باقة تجوال يومية وأسعار للدفع حسب الاستخدام، ولشبكات السفن والطائرات والأقمار الصناعية أسعارها الخاصة. الأسعار بالدرهم ${vatIncluded}.`,
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
    answer: { paygHeading: "الدفع حسب الاستخدام: للدقيقة وللرسالة ولكل ميجابايت" },
    callLabels: {
      toUaeOrLocal: "للإمارات أو محلية",
      toOtherCountry: "لدولة أخرى",
      received: "واردة",
    },
    noDayPass: "لا تتوفر باقة يومية",
    finder: {
      ...finder,
      hint: phrase`اكتب اسم الدولة أو المدينة بالعربية أو الإنجليزية، أو رمز الاتصال بها مثل ${ltr("+63")}`,
      home: "استخدام خطك داخل الإمارات ليس تجوالاً: يُحتسب من باقتك دون أي رسوم تجوال.",
    },
    tableCaption: `أسعار التجوال حسب الوجهة، بالدرهم ${vatIncluded}`,
    noPartner: "لا تتوفر شبكة شريكة في هذه الوجهة بعد، فلن يتصل خطك بأي شبكة فيها.",
    callsLink: "تتصل بالخارج من الإمارات؟ اطّلع على أسعار المكالمات الدولية",
  },
};

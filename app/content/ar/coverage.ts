// Arabic words of the coverage page.
import type { CoverageContent } from "../coverage";
import { arabicCount, arabicCountParts } from "../../i18n/arabic-count";
import { arabicNouns } from "../../i18n/arabic-nouns";
import { ltr, phrase } from "../../i18n/bidi";
import { NBSP } from "../../i18n/count-parts";
import { locateWords } from "./phrases";

export const coverage: CoverageContent = {
  meta: {
    title: "التغطية",
    description: phrase`تغطية شبكتنا بتقنيتي ${ltr("5G")} و${ltr("4G")} في كل منطقة من الإمارات السبع، خارج المباني وداخلها، مع أداة للتحقق من منطقتك.`,
  },
  heading: "التغطية في كل إمارة",
  intro: phrase`تغطية شبكتنا بتقنيتي ${ltr("5G")} و${ltr("4G")} في كل منطقة من الإمارات السبع، خارج المباني وداخلها. يُعِدّ فريق الشبكة هذه القائمة، وتُحدَّث مع كل تغيير يجريه.`,
  indoorsNote:
    "داخل المباني تعني داخل منزل أو مكتب عادي. الجدران السميكة والطوابق السفلية والمصاعد تُضعف أي إشارة.",
  map: {
    title: "خريطة التغطية في الإمارات",
    description: phrase`كل منطقة من القائمة أدناه في موقعها على الخريطة، بحسب أفضل تغطية تتوفر فيها خارج المباني: ${ltr("5G")}، أو ${ltr("4G")} فقط، أو لا إشارة على شبكتنا.`,
    legendLabel: "مفتاح الخريطة",
    legend: {
      "5g": phrase`${ltr("5G")} خارج المباني`,
      "4g": phrase`${ltr("4G")} خارج المباني، بلا ${ltr("5G")}`,
      none: "لا تغطية خارج المباني",
    },
    answered: "تُظهر الخريطة {place} والمنطقة المحيطة.",
    asked: "المنطقة التي سألت عنها",
    nearestYou: "المنطقة الأقرب إليك",
  },
  levelsHeading: "معنى مستويات التغطية",
  levels: {
    strong: {
      name: "قوية",
      meaning: "بيانات سريعة في كل أنحاء المنطقة: مكالمات الفيديو والبث وتنزيل الملفات الكبيرة.",
    },
    good: {
      name: "جيدة",
      meaning: "بيانات سريعة في معظم أنحاء المنطقة؛ تعمل المكالمات والفيديو مع أماكن أبطأ.",
    },
    basic: {
      name: "أساسية",
      meaning: "المكالمات والرسائل والتصفح الخفيف؛ تتباطأ البيانات في أطراف المنطقة.",
    },
    none: { name: "لا تغطية", meaning: "لا إشارة على شبكتنا: لا تعمل المكالمات ولا البيانات." },
  },
  check: {
    heading: "تحقق من منطقتك",
    label: "منطقتك",
    hint: phrase`بالعربية أو الإنجليزية كما تكتبه: البرشاء، أبراج بحيرات جميرا، المارينا أو ${ltr("Al Barsha")}`,
    submit: "تحقق",
    empty: "يُرجى كتابة اسم منطقتك بالعربية أو الإنجليزية.",
    noMatch: {
      before: "لا نعرف منطقة باسم",
      after: ". يُرجى التحقق من الكتابة، أو البحث عن منطقتك في الجداول أدناه.",
    },
    closest: "لا يطابق أي اسم ما كتبته تماماً. الأقرب إليه:",
    several: {
      zero: "لا توجد مناطق مطابقة.",
      one: `${arabicCount(1, arabicNouns.area)} مطابقة.`,
      two: `${arabicCount(2, arabicNouns.area)} مطابقتان. يُرجى كتابة المزيد من الاسم، أو البحث عن منطقتك في الجداول أدناه.`,
      few: `{count}${NBSP}${arabicCountParts(3, arabicNouns.area).noun} مطابقة. يُرجى كتابة المزيد من الاسم، أو البحث عن منطقتك في الجداول أدناه.`,
      many: `{count}${NBSP}${arabicCountParts(11, arabicNouns.area).noun} مطابقة. يُرجى كتابة المزيد من الاسم، أو البحث عن منطقتك في الجداول أدناه.`,
      other: `{count}${NBSP}${arabicCountParts(100, arabicNouns.area).noun} مطابقة. يُرجى كتابة المزيد من الاسم، أو البحث عن منطقتك في الجداول أدناه.`,
    },
    showAll: "اعرض كل المناطق",
    gets: "التغطية المتوفرة على شبكتنا في {place}:",
    outdoors: "خارج المباني",
    indoors: "داخل المباني",
    no5g: phrase`لا تتوفر تغطية ${ltr("5G")} في {place} حالياً.`,
    nearest5g: phrase`أقرب منطقة تتوفر فيها ${ltr("5G")} هي {place}، على بُعد {distance} تقريباً.`,
    km: "كم",
    here: "أقرب منطقة إلى موقعك هي {place}، على بُعد {distance} تقريباً.",
    outside: "يبدو أن موقعك خارج الإمارات، حيث لا تصل شبكتنا. يُرجى كتابة اسم منطقتك بدلاً من ذلك.",
    unreadable:
      "تعذّر علينا التعرّف على هذا الموقع. يُرجى الضغط على «استخدم موقعي» مرة أخرى، أو كتابة اسم منطقتك.",
  },
  locate: locateWords,
  filter: {
    found: {
      zero: "لا توجد مناطق مطابقة",
      one: "منطقة واحدة مطابقة",
      two: "منطقتان مطابقتان",
      few: `{count}${NBSP}${arabicCountParts(3, arabicNouns.area).noun} مطابقة`,
      many: `{count}${NBSP}${arabicCountParts(11, arabicNouns.area).noun} مطابقة`,
      other: `{count}${NBSP}${arabicCountParts(100, arabicNouns.area).noun} مطابقة`,
    },
    all: {
      one: `جميع المناطق معروضة، وهي ${arabicCount(1, arabicNouns.area)}`,
      two: `جميع المناطق معروضة، وهما ${arabicCount(2, arabicNouns.area)}`,
      few: `جميع المناطق معروضة، وعددها {count}${NBSP}${arabicCountParts(3, arabicNouns.area).noun}`,
      many: `جميع المناطق معروضة، وعددها {count}${NBSP}${arabicCountParts(11, arabicNouns.area).noun}`,
      other: `جميع المناطق معروضة، وعددها {count}${NBSP}${arabicCountParts(100, arabicNouns.area).noun}`,
    },
  },
  table: {
    heading: "كل المناطق",
    howToOpen: "افتح إمارة لترى كل مناطقها.",
    community: "المنطقة",
    columns: {
      "5g-outdoor": phrase`${ltr("5G")} خارج المباني`,
      "5g-indoor": phrase`${ltr("5G")} داخل المباني`,
      "4g-outdoor": phrase`${ltr("4G")} خارج المباني`,
      "4g-indoor": phrase`${ltr("4G")} داخل المباني`,
    },
  },
  emirates: {
    "abu-dhabi": "أبوظبي",
    dubai: "دبي",
    sharjah: "الشارقة",
    ajman: "عجمان",
    "umm-al-quwain": "أم القيوين",
    "ras-al-khaimah": "رأس الخيمة",
    fujairah: "الفجيرة",
  },
  plansLink: "قارن بين باقاتنا",
};

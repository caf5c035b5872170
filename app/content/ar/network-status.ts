import { ltr, phrase } from "../../i18n/bidi";
import { siteConfig } from "../../domain/site-config";
import type { NetworkStatusWords } from "../network-status";

export const networkStatus: NetworkStatusWords = {
  meta: {
    title: "حالة الشبكة",
    description: `انقطاعات شبكة ${siteConfig.arabicBrandName} والأعمال المخطط لها في أنحاء الإمارات، حسب المنطقة والخدمة، مع آخر التحديثات.`,
  },
  heading: "حالة الشبكة",
  intro: "ما نعرفه الآن عن انقطاعات شبكتنا وبطء خدماتها والأعمال المخطط لها، حسب الإمارة والخدمة.",
  separator: "، ",
  timesNote: "الأوقات بتوقيت الإمارات.",
  banner: {
    levels: {
      outage: "بعض الخدمات متوقفة",
      degradation: "بعض الخدمات أبطأ من المعتاد",
      planned: "تجري أعمال مخطط لها في بعض المناطق",
      ok: "جميع الخدمات تعمل كالمعتاد",
      unknown: "لا نستطيع التحقق من حالة الشبكة الآن",
    },
    checkedAt: "آخر تحقق: الساعة {time} في {date} (بتوقيت الإمارات)",
    lastCheckedAt: "آخر تحقق ناجح: الساعة {time} في {date} (بتوقيت الإمارات)",
  },
  emirates: {
    heading: "حسب الإمارة",
    states: {
      outage: "انقطاع",
      degradation: "بطء في الخدمة",
      planned: "أعمال مخطط لها جارية الآن",
      "planned-ahead": "أعمال مخطط لها قريباً",
      ok: "لا مشكلة معروفة",
    },
  },
  staleNote:
    "تعذّر علينا التحقق من التغييرات الآن، فقد لا يكون ما تراه محدّثاً. يُرجى النظر مرة أخرى بعد دقيقة.",
  neverReadNote:
    "لا نستطيع قراءة حالة الشبكة الآن. يُرجى النظر مرة أخرى بعد دقيقة، أو الاتصال بنا إذا توقفت خدمتك.",
  check: {
    heading: "تحقق من منطقتك",
    label: "إمارتك أو منطقتك",
    hint: "بالعربية أو الإنجليزية، مثل دبي أو البرشاء.",
    button: "تحقق",
    noProblem: { before: "لا مشكلة معروفة في ", after: "." },
    touching: { before: "ما يخص ", after: ":" },
    unknown: {
      before: "لا نعرف منطقة باسم «",
      after: "». جرّب اسم إمارة أو منطقة، بالعربية أو الإنجليزية.",
    },
    several: { before: "قد يشير «", after: "» إلى أكثر من منطقة. أيّها تقصد؟" },
    elsewhere: { before: "في مناطق أخرى من ", after: ":" },
  },
  current: { heading: "المشكلات الحالية", none: "لا مشكلات معروفة الآن." },
  planned: { heading: "الأعمال المخطط لها", none: "لا أعمال مخطط لها قريباً." },
  resolved: { heading: "ما حُلّ خلال الأسبوع الماضي", none: "لم يُحل شيء خلال الأسبوع الماضي." },
  kinds: { outage: "انقطاع", degradation: "بطء في الخدمة", planned: "أعمال مخطط لها" },
  services: {
    calls: "المكالمات",
    sms: "الرسائل النصية",
    "4g": phrase`بيانات ${ltr("4G")}`,
    "5g": phrase`بيانات ${ltr("5G")}`,
  },
  labels: {
    services: "الخدمات",
    areas: "المناطق",
    started: "بدأ",
    starts: "يبدأ",
    expectedEnd: "الانتهاء المتوقع",
    resolved: "حُلّ",
    updates: "التحديثات",
  },
  subscribe: {
    heading: "تابع التغييرات",
    feed: phrase`اشترك في الموجز (${ltr("Atom")})`,
    json: phrase`البيانات نفسها بصيغة ${ltr("JSON")} للتطبيقات`,
  },
  homeNotice: {
    text: "مشكلة في الشبكة تؤثر في بعض خدماتنا.",
    link: "اطّلع على حالة الشبكة",
  },
};

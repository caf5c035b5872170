// Arabic words of the stores page.
import { ltr, phrase } from "../../i18n/bidi";
import { NBSP } from "../../i18n/count-parts";
import { siteConfig } from "../../domain/site-config";
import type { StoresContent } from "../stores";
import { locateWords } from "./phrases";

const brand = siteConfig.arabicBrandName;

export const stores: StoresContent = {
  meta: {
    title: "متاجرنا",
    description: `جميع متاجر ${brand} في الإمارات: العنوان، ومواعيد العمل اليوم وخلال الأسبوع، ومواعيد العطلات ورمضان، والخدمات، والاتجاهات، ورقم الهاتف.`,
  },
  heading: "متاجرنا",
  intro: phrase`اشترك، أو انقل رقمك إلينا، أو احصل على شريحة ${ltr("eSIM")}، أو ادفع فاتورتك، أو افحص هاتفك، في متجر في كل إمارة.`,
  timeNote: "جميع المواعيد بتوقيت الإمارات.",
  nearest: {
    heading: "ابحث عن أقرب متجر",
    label: "إمارتك أو منطقتك",
    hint: "بالعربية أو الإنجليزية، مثل الشارقة أو العين.",
    button: "ابحث عن المتاجر",
    answer: "المتاجر الأقرب إلى {place}، الأقرب أولاً",
    unknown: "لا نعرف منطقة باسم «{typed}». جرّب اسم إمارة أو منطقة، بالعربية أو الإنجليزية.",
    distance: `على بُعد {km}${NBSP}كم`,
    you: "موقعك",
    answerHere: "المتاجر الأقرب إليك في محيط {place}، الأقرب أولاً",
    outside:
      "يبدو أن موقعك خارج الإمارات، ولا متاجر لنا هناك. يُرجى كتابة اسم إمارة أو منطقة بدلاً من ذلك.",
    unreadable:
      "تعذّر علينا التعرّف على هذا الموقع. يُرجى الضغط على «استخدم موقعي» مرة أخرى، أو كتابة اسم إمارة أو منطقة.",
  },
  locate: locateWords,
  map: {
    title: "خريطة متاجرنا في الإمارات",
    description: "كل متجر من القائمة أدناه في موقعه على خريطة الإمارات السبع.",
    legendLabel: "مفتاح الخريطة",
    store: "متجر",
    answered:
      "تُظهر الخريطة {place} والمنطقة المحيطة، وعليها أقرب ثلاثة متاجر مرقّمةً كما في القائمة أدناه.",
    asked: "المكان الذي سألت عنه",
    numbered: "أقرب المتاجر، مرقّمة كما في القائمة",
  },
  listHeading: "جميع المتاجر",
  othersHeading: "المتاجر الأخرى، الأقرب أولاً",
  statusAsOf: "عند الساعة {time} في {date}",
  hoursHeading: "مواعيد العمل",
  today: "اليوم",
  dayColumn: "اليوم",
  hoursColumn: "المواعيد",
  specialHeading: "مواعيد خاصة خلال الشهر القادم",
  noSpecialHours: "لا تغيير في المواعيد المعتادة خلال الشهر القادم.",
  servicesHeading: "الخدمات",
  services: {
    esim: phrase`شريحة ${ltr("eSIM")}`,
    "number-transfer": "نقل رقمك إلينا",
    "device-repair": "إصلاح الهواتف",
    payments: "دفع الفواتير",
    "step-free-access": "مدخل بلا درج",
  },
  phoneLabel: "الهاتف",
  directions: phrase`الاتجاهات على خرائط ${ltr("Google")} (موقع آخر)`,
  storeName: `${brand} {store}`,
  status: {
    openNow: "مفتوح الآن",
    closed: "مغلق",
    closesAt: "يغلق الساعة {time}",
    opensToday: "يفتح اليوم الساعة {time}",
    opensTomorrow: "يفتح غداً الساعة {time}",
    opensOnWeekday: "يفتح يوم {day} الساعة {time}",
    opensOnDate: "يفتح في {day} الساعة {time}",
    closedUntilNotice: "حتى إشعار آخر",
    weekdays: ["الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد"],
    am: "صباحاً",
    pm: "مساءً",
    noon: `12${NBSP}ظهراً`,
    midnight: "منتصف الليل",
    joiner: NBSP,
  },
};

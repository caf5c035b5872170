// Arabic words of the shared layout: header, footer, skip link and error pages.
import { NBSP } from "../../i18n/count-parts";
import { formatUnit } from "../../i18n/format";
import { siteConfig } from "../../domain/site-config";
import { ltr, phrase } from "../../i18n/bidi";
import type { LayoutContent } from "../layout";
import { aroundTheClock, storeOpeningHours } from "./phrases";

const brandName = siteConfig.arabicBrandName;

export const layout: LayoutContent = {
  lang: "ar",
  dir: "rtl",
  intlLocale: "ar-AE",
  languageName: "العربية",
  brandName,
  appName: siteConfig.arabicShortBrandName,
  offlineCopy: {
    beforeTime: "أنت غير متصل بالإنترنت: هذه نسخة الصفحة المحفوظة في ",
    afterTime: " بتوقيت الإمارات، وقد تكون الأسعار تغيّرت بعدها.",
  },
  shareImageAlt: `${brandName}: باقات الجوال والبيانات والمكالمات في جميع أنحاء الإمارات`,
  skipLink: "الانتقال إلى المحتوى الرئيسي",
  header: {
    homeLinkLabel: `${brandName} – الصفحة الرئيسية`,
    navLabel: "التنقل الرئيسي",
    menuButtonLabel: "القائمة",
    closeMenuLabel: "إغلاق القائمة",
    menu: {
      groups: {
        plans: "الباقات",
        callsAndRoaming: "المكالمات والتجوال",
        helpAndSupport: "المساعدة والدعم",
      },
      links: {
        comparePlans: "قارن بين الباقات",
        basicPlan: "الباقة الأساسية",
        standardPlan: "الباقة القياسية",
        premiumPlan: "الباقة المميزة",
        devices: "هل هاتفك جاهز؟",
        join: "اطلب الاشتراك",
        internationalCalls: "المكالمات الدولية",
        roaming: "التجوال",
        coverage: "التغطية",
        networkStatus: "حالة الشبكة",
        stores: "متاجرنا",
        contact: "تواصل معنا",
        complaints: "الشكاوى",
      },
    },
    onThisPage: "في هذه الصفحة",
    search: {
      label: "ابحث في الموقع",
      placeholder: "الباقات، الدول، المناطق",
      submit: "بحث",
    },
  },
  sectionLinks: {
    plans: "الباقات",
    calls: "المكالمات",
    internet: "الإنترنت",
    activation: "التفعيل",
    support: "الدعم",
    contact: "تواصل معنا",
  },
  footer: {
    tagline: `باقات الجوال والبيانات والمكالمات في جميع أنحاء الإمارات، ومساعدة على بُعد مكالمة ${aroundTheClock}.`,
    quickLinksHeading: "روابط سريعة",
    resourcesHeading: "مصادر مفيدة",
    resourceLinks: {
      coverageMap: "خريطة التغطية",
      storeLocator: "موقع المتجر",
      downloadApp: "حمّل تطبيقنا",
      networkStatus: "حالة الشبكة",
    },
    plansLink: "قارن بين الباقات",
    ratesLinks: {
      "/international-calls": "أسعار المكالمات الدولية",
      "/roaming": "أسعار التجوال",
    },
    legalLinks: {
      privacy: "سياسة الخصوصية",
      terms: "شروط الخدمة",
      "cookie-policy": "سياسة ملفات تعريف الارتباط",
    },
    statementLinks: {
      "/complaints": "الشكاوى",
      "/accessibility": "إمكانية الوصول",
    },
    socialHeading: "تابعنا",
    socialLabels: {
      instagram: `${brandName} على إنستغرام`,
      x: `${brandName} على إكس`,
      facebook: `${brandName} على فيسبوك`,
      youtube: `${brandName} على يوتيوب`,
      linkedin: `${brandName} على لينكدإن`,
    },
    contactHeading: "طرق التواصل",
    phoneLabel: "اتصل بنا مجاناً",
    phoneAvailability: aroundTheClock,
    emailLabel: "البريد الإلكتروني",
    emailResponse: `نرد خلال ${formatUnit(siteConfig.replyWithinHours, "hour", "ar-AE", "genitive")}`,
    storeLabel: "زُر متجرنا",
    storeAddress: "شارع الشيخ زايد، دبي",
    storeHours: storeOpeningHours,
    copyright: (year) => `© ${year}${NBSP}${brandName}. جميع الحقوق محفوظة.`,
  },
  notFound: {
    title: "الصفحة غير موجودة",
    description: `الصفحة التي تبحث عنها غير موجودة على موقع ${brandName}.`,
    heading: "لم نعثر على هذه الصفحة",
    body: "ربما أصبح الرابط قديماً، أو يحتوي العنوان على خطأ مطبعي. باقاتنا وباقات البيانات وخدمات الدعم كلها على بُعد نقرة واحدة.",
    homeLink: "الانتقال إلى الصفحة الرئيسية",
  },
  badRequest: {
    title: "تعذّرت قراءة العنوان",
    description: "تعذّرت قراءة عنوان هذه الصفحة، لذا لا يمكن عرضها.",
    heading: "لم نتمكن من قراءة هذا العنوان",
    body: "ربما يكون الرابط معطلاً أو ناقصاً. يُرجى التحقق منه، أو البدء من جديد من الصفحة الرئيسية.",
    homeLink: "الانتقال إلى الصفحة الرئيسية",
  },
  methodNotAllowed: {
    title: "الطلب غير مدعوم",
    description: "لا تستجيب هذه الصفحة لهذا النوع من الطلبات.",
    heading: "هذا الطلب غير مدعوم هنا",
    body: "يمكن قراءة هذه الصفحة لكن لا يمكن تعديلها. إذا وصلت إليها عبر رابط أو نموذج، فيُرجى البدء من جديد من الصفحة الرئيسية.",
    homeLink: "الانتقال إلى الصفحة الرئيسية",
  },
  formRefused: {
    title: "لم يُقبل النموذج",
    description: "لم يُرسل هذا النموذج من الموقع كما هو، لذا لم نتمكن من قبوله.",
    heading: "لم نتمكن من قبول هذا النموذج",
    body: "يُرجى إرسال النموذج من الموقع: افتح الصفحة من جديد، واملأ النموذج، ثم أرسله منها.",
    homeLink: "الانتقال إلى الصفحة الرئيسية",
  },
  formTooLong: {
    title: "الرسالة طويلة جداً",
    description: "الرسالة المرسلة أطول مما يقبله نموذج التواصل، لذا لم نتمكن من قبولها.",
    heading: "هذه الرسالة أطول من أن تُرسل",
    body: "يُرجى اختصارها وإرسالها من جديد من الموقع.",
    homeLink: "الانتقال إلى الصفحة الرئيسية",
  },
  unexpectedError: {
    title: "حدث خطأ ما",
    description: "حدث خطأ غير متوقع حال دون تحميل هذه الصفحة.",
    heading: "حدث خطأ ما من جهتنا",
    body: phrase`يُرجى المحاولة مجدداً بعد قليل. وإذا تكرر الأمر، فاتصل بنا مجاناً على ${ltr(siteConfig.phone.display)} في أي وقت.`,
    homeLink: "الانتقال إلى الصفحة الرئيسية",
  },
};

// Arabic words of the home page: plans, calls, data packages, activation, support and contact.
import {
  MAX_EMAIL,
  MAX_MESSAGE,
  MAX_NAME,
  MAX_PHONE,
  MIN_PHONE,
} from "../../domain/contact-fields";
import { arabicCount, arabicCountParts } from "../../i18n/arabic-count";
import { arabicNouns } from "../../i18n/arabic-nouns";
import { NBSP } from "../../i18n/count-parts";
import { dirhamsInWords, formatNumber, formatUnit, formatUnitParts } from "../../i18n/format";
import { ltr, phrase } from "../../i18n/bidi";
import { lowestMonthlyPriceFils, planNetwork } from "../../tariffs/tariffs";
import { averageDownloadSpeed, claims, complaintPromises, type PlanId } from "../../domain/catalog";
import { siteConfig } from "../../domain/site-config";
import type { HomeContent } from "../home";
import { aroundTheClock, storeOpeningHours, vatIncluded } from "./phrases";

const intlLocale = "ar-AE";
const brand = siteConfig.arabicBrandName;
const phone = ltr(siteConfig.phone.display);
// Counted in sentences, so the noun agrees with the figure ("من 99 درهماً", "200 دقيقة").
const fromPrice = dirhamsInWords(lowestMonthlyPriceFils, "genitive");
/** "الوصول إلى شبكة 4G": the generation is the plan's, as the tariff files say. */
const networkAccess = (id: PlanId) => phrase`الوصول إلى شبكة ${ltr(planNetwork(id))}`;
const countries = arabicCount(claims.callCountries, arabicNouns.country, "genitive");
const activationTime = formatUnit(claims.activationMinutes, "minute", intlLocale, "genitive");
const replyTime = formatUnit(siteConfig.replyWithinHours, "hour", intlLocale, "genitive");
const characters = (limit: number) => arabicCount(limit, arabicNouns.character, "accusative");
const workingDays = (value: number) => arabicCount(value, arabicNouns.workingDay, "genitive");
const freeCareAroundTheClock = `خدمة عملاء مجانية ${aroundTheClock}`;

export const home: HomeContent = {
  meta: {
    title: `${brand} — باقات الجوال والبيانات والمكالمات في الإمارات`,
    description: `باقات شهرية تبدأ من ${fromPrice}، وباقات بيانات يومية وأسبوعية وشهرية، ومكالمات إلى أكثر من ${countries}، وتكتمل معظم عمليات التفعيل خلال ${activationTime}. ${brand}، الإمارات.`,
  },
  hero: {
    heading: "ابقَ على اتصال في كل أنحاء الإمارات",
    pitch: `باقات واضحة تبدأ من ${fromPrice} شهرياً، على شبكة صُمّمت للإمارات، من الكورنيش إلى الكثبان.`,
    primaryAction: "تصفّح باقاتنا",
    secondaryAction: "تحدّث إلينا",
  },
  plans: {
    heading: "الباقات الشهرية",
    intro: "بيانات ودقائق ورسائل نصية كل شهر. اختر الباقة التي تناسب طريقة استخدامك لهاتفك.",
    items: {
      basic: {
        name: "الأساسية",
        features: [
          networkAccess("basic"),
          "مكالمات إلى جميع الشبكات في الإمارات",
          freeCareAroundTheClock,
        ],
      },
      standard: {
        name: "القياسية",
        features: [
          networkAccess("standard"),
          "مكالمات إلى جميع الشبكات في الإمارات",
          "رسائل نصية غير محدودة إلى أي رقم في الإمارات",
          freeCareAroundTheClock,
        ],
      },
      premium: {
        name: "المميزة",
        features: [
          networkAccess("premium"),
          "بيانات ومكالمات ورسائل نصية غير محدودة",
          "مكالمات إلى جميع الشبكات في الإمارات",
          freeCareAroundTheClock,
        ],
      },
    },
    popularLabel: "الأكثر طلباً",
    perMonth: "شهرياً",
    allowanceLabels: { data: "البيانات", calls: "المكالمات", sms: "الرسائل النصية" },
    // Agrees with البيانات، المكالمات، الرسائل النصية: plurals of things take the feminine.
    unlimited: "غير محدودة",
    featuresLabel: "ما تتضمنه الباقة",
    everyPlanHeading: "في كل باقة",
    choosePlan: "اختر الباقة",
    detailsLink: "تفاصيل الباقة",
    vatNote: `جميع الأسعار بالدرهم الإماراتي، ${vatIncluded} بنسبة ${siteConfig.vatRatePercent}%.`,
  },
  calls: {
    heading: "المكالمات المحلية والدولية",
    intro:
      "تُحتسب مكالماتك إلى أرقام الإمارات من دقائق باقتك، ومكالماتك الدولية بسعر الدقيقة، بالثانية من الثانية الأولى.",
    local: {
      heading: "المكالمات المحلية",
      body: "اتصل بأي رقم جوال أو هاتف ثابت في الإمارات، على أي شبكة، من دقائق باقتك.",
      points: [phrase`مكالمات مجانية إلى خدمة العملاء على ${phone}`],
    },
    international: {
      heading: "المكالمات الدولية",
      body: phrase`للاتصال بالخارج من خطك لدى ${brand}، اطلب ${ltr("00")} أو ${ltr("+")} متبوعاً برمز الدولة.`,
      points: [],
    },
    countries: {
      before: "تصل مكالماتك إلى أكثر من",
      count: arabicCountParts(claims.callCountries, arabicNouns.country, "genitive"),
    },
    mostCalledHeading: "الدول التي يتصل بها عملاؤنا أكثر من غيرها",
    ratesLink: "اطّلع على الأسعار لكل دولة",
    roamingLink: "مسافر؟ اطّلع على تكلفة يوم التجوال في الخارج",
  },
  internet: {
    heading: "باقات البيانات للجوال",
    intro: "أضف باقة بيانات يومية أو أسبوعية أو شهرية إلى أي من باقاتنا.",
    tabListLabel: "مدة الباقة",
    tabs: {
      daily: { label: "يومي", heading: "باقات البيانات اليومية" },
      weekly: { label: "أسبوعي", heading: "باقات البيانات الأسبوعية" },
      monthly: { label: "شهري", heading: "باقات البيانات الشهرية" },
    },
    // Feminine, as each is a باقة, like the plans' names.
    packageNames: {
      "basic-day": "اليومية الأساسية",
      "premium-day": "اليومية المميزة",
      "basic-week": "الأسبوعية الأساسية",
      "premium-week": "الأسبوعية المميزة",
      "basic-month": "الشهرية الأساسية",
      "premium-month": "الشهرية المميزة",
      "unlimited-month": "الشهرية غير المحدودة",
    },
    labels: { price: "السعر", data: "البيانات", validity: "الصلاحية" },
    unlimited: "غير محدودة",
    weeklyFeaturesHeading: "تتضمن كل باقة أسبوعية",
    weeklyFeatures: [
      phrase`الوصول إلى شبكة ${ltr("4G LTE")}`,
      "تصفّح مجاني لمواقع التواصل الاجتماعي",
    ],
    speed: {
      label: "متوسط سرعة التنزيل",
      unit: formatUnitParts(averageDownloadSpeed.mbps, "megabit-per-second", intlLocale).noun,
    },
    addOnNote: "تبدأ الباقة فور شرائها، وتنتهي عند نفاد بياناتها أو انتهاء مدتها.",
  },
  activation: {
    heading: "خطك جاهز في أربع خطوات",
    intro: "اشترك في متجرنا أو عبر الهاتف، وإليك ما يحدث من اختيار الباقة حتى أول مكالمة.",
    steps: {
      "choose-plan": {
        title: "اختر باقتك",
        description: "قارن بين باقاتنا الشهرية الثلاث واختر الأنسب لك.",
      },
      "submit-id": {
        title: "قدّم إثبات الهوية",
        description: "قدّم بطاقة الهوية الإماراتية أو جواز سفرك لتسجيل الخط باسمك.",
      },
      register: {
        title: "أكمل التسجيل",
        description: "أكّد بياناتك وعنوان بريدك الإلكتروني، واستلم شريحة الاتصال.",
      },
      activate: {
        title: "فعّل الخدمة",
        description: "أدخل الشريحة وأعد تشغيل هاتفك، ثم أجرِ مكالمتك الأولى.",
      },
    },
    stepLabel: "الخطوة",
    duration: {
      before: "تكتمل معظم عمليات التفعيل خلال",
      count: formatUnitParts(claims.activationMinutes, "minute", intlLocale, "genitive"),
      after: ".",
    },
    documentsHeading: "ما تحتاج إليه",
    documents: [
      "بطاقة هوية إماراتية سارية، أو جواز سفر مع تأشيرة إماراتية سارية",
      "إثبات العنوان، مثل فاتورة خدمات حديثة",
      "عنوان بريد إلكتروني صالح",
    ],
  },
  support: {
    heading: "مساعدة متى احتجت إليها",
    intro: "اتصل بنا أو راسلنا أو تحدّث معنا أو زُرنا، واختر الطريقة التي تناسبك.",
    channels: {
      phone: {
        heading: "اتصل بنا",
        body: phrase`الاتصال مجاني من أي هاتف في الإمارات، وفريقنا في خدمتك ${aroundTheClock}. ورقمنا سهل الحفظ: ${ltr(siteConfig.phone.mnemonic)}.`,
        action: phrase`اتصل على ${phone}`,
      },
      email: {
        heading: "راسلنا بالبريد الإلكتروني",
        body: "راسلنا في أي وقت بشأن فاتورتك أو باقتك أو خطك.",
        action: "أرسل بريداً إلكترونياً",
      },
      chat: {
        heading: "الدردشة المباشرة",
        body: "تحدّث مع فريق خدمة العملاء من متصفحك.",
        action: "ابدأ الدردشة",
      },
      store: {
        heading: "زُر متجرنا",
        body: "متجر في كل إمارة: اعثر على الأقرب إليك، واعرف إن كان مفتوحاً الآن.",
        action: "موقع المتجر على الخريطة",
      },
      community: {
        heading: "منتدى العملاء",
        body: `نصائح وإجابات من عملاء ${brand} الآخرين ومن فريقنا.`,
        action: "زُر المنتدى",
      },
    },
    balance: {
      heading: "اعرف المتبقي من باقتك",
      before: "اطلب",
      after: `من خطك لدى ${brand} لتعرف ما تبقى لك من البيانات والدقائق والرسائل النصية.`,
    },
  },
  contact: {
    form: {
      heading: "أرسل لنا رسالة",
      requiredNote: "جميع الحقول مطلوبة ما لم يُشَر إلى أنها اختيارية.",
      fields: {
        name: { label: "الاسم الكامل", placeholder: "مثال: فاطمة المنصوري" },
        // The field reads left to right, where a word before the address would stand on the
        // wrong side of it; the address alone is the example.
        email: { label: "البريد الإلكتروني", placeholder: "fatima@example.com" },
        phone: { label: "رقم الجوال", placeholder: "+971 50 123 4567" },
        message: { label: "الرسالة", placeholder: "كيف يمكننا مساعدتك؟" },
      },
      optional: "اختياري",
      honeypotLabel: "اترك هذا الحقل فارغاً",
      submit: "أرسل الرسالة",
      sending: "جارٍ الإرسال…",
      success: "شكراً لرسالتك. سنتواصل معك قريباً!",
      planMessage: {
        before: "مرحباً، أرغب في الاشتراك في الباقة",
        after: `من ${brand}. يُرجى التواصل معي للبدء.`,
      },
      reference: { before: "رقمك المرجعي هو", after: "." },
      confirmation: {
        heading: "وصلتنا رسالتك",
        nextHeading: "ماذا يحدث بعد ذلك؟",
        next: [
          `يرد عليك فريق خدمة العملاء خلال ${replyTime} في أي يوم من أيام الأسبوع، بالبريد الإلكتروني أو على الرقم الذي أدخلته.`,
          phrase`إذا اتصلت بنا على ${phone} أو راسلتنا مجدداً، فاذكر رقمك المرجعي لنجد رسالتك فوراً.`,
          "لا داعي لإرسال رسالتك مرة أخرى.",
        ],
        complaints: {
          before: `وإذا كانت رسالتك شكوى، فسنؤكد استلامها خلال ${workingDays(complaintPromises.acknowledgeWithinWorkingDays)}، وتُحل معظم الشكاوى خلال ${workingDays(complaintPromises.mostResolvedWithinWorkingDays)}، كما تنص `,
          link: "إجراءات الشكاوى",
          after: ".",
        },
        another: "أرسل رسالة أخرى",
      },
      complaint: {
        label: "هذه شكوى",
        hint: "نتابعها وفق إجراءات الشكاوى وبالمواعيد التي نلتزم بها.",
      },
      errors: {
        nameRequired: "يُرجى إدخال اسمك.",
        nameTooLong: `يُرجى ألا يتجاوز اسمك ${characters(MAX_NAME)}.`,
        emailRequired: "يُرجى إدخال عنوان بريدك الإلكتروني.",
        emailInvalid: phrase`يُرجى إدخال عنوان بريد إلكتروني صحيح، مثل ${ltr("name@example.com")}.`,
        emailTooLong: `يُرجى استخدام عنوان بريد إلكتروني لا يتجاوز ${characters(MAX_EMAIL)}.`,
        phoneInvalid: `يُرجى إدخال رقم جوال من ${formatNumber(MIN_PHONE, intlLocale)}${NBSP}إلى ${arabicCount(MAX_PHONE, arabicNouns.digit, "genitive")}، ويمكنك استخدام علامة + والشرطة - والمسافات والأقواس.`,
        messageRequired: "يُرجى كتابة رسالتك.",
        messageTooLong: `يُرجى ألا تتجاوز رسالتك ${characters(MAX_MESSAGE)}.`,
        topicInvalid: "يُرجى تحديد ما إذا كانت رسالتك شكوى.",
        invalidCharacters: "يُرجى إزالة رموز التحكم الخاصة من هذا الحقل.",
        summary: "يُرجى مراجعة الحقول المشار إليها.",
        rateLimited: phrase`لقد أرسلت عدة رسائل خلال وقت قصير. يُرجى الانتظار بضع دقائق ثم المحاولة مجدداً، أو الاتصال بنا مجاناً على ${phone}.`,
        unavailable: phrase`تعذّر إرسال رسالتك الآن. يُرجى المحاولة مجدداً بعد قليل، أو الاتصال بنا مجاناً على ${phone}.`,
        unreachable: "تعذّر وصول رسالتك إلينا. يُرجى التحقق من اتصالك بالإنترنت ثم المحاولة مجدداً.",
      },
    },
    heading: "تواصل معنا",
    intro: "هل لديك استفسار عن باقة أو باقة بيانات أو عن خطك؟ أرسل لنا رسالة وسنعاود التواصل معك.",
    detailsHeading: "طرق أخرى للتواصل معنا",
    phoneLabel: `اتصل مجاناً ${aroundTheClock}`,
    emailLabel: `البريد الإلكتروني، ونرد خلال ${replyTime}`,
    storeLabel: "المتجر",
    storeAddress: "شارع الشيخ زايد، دبي",
    storeHours: storeOpeningHours,
  },
};

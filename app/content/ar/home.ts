// Arabic words of the home page: plans, calls, internet packages, activation, support and contact.
import { MAX_EMAIL, MAX_MESSAGE, MAX_NAME, MAX_PHONE, MIN_PHONE } from "~/contact/contact-schema";
import { formatUnit } from "~/i18n/format";
import { ltr } from "../../i18n/bidi";
import { lowestMonthlyPriceAed, planCallMinutes } from "~/tariffs/tariffs";
import { claims, type PlanId, UNLIMITED } from "../catalog";
import { siteConfig } from "../site-config";
import type { HomeContent } from "../types";

const intlLocale = "ar-AE";
const brand = siteConfig.arabicBrandName;
const phone = ltr(siteConfig.phone.display);
// Counts in running Arabic text are written plainly (2000, not 2,000), as before.
const count = (value: number) => String(value);
/** A price in a sentence, with the noun form Arabic grammar asks for after the number. */
const dirhams = (value: number) => {
  const form = new Intl.PluralRules(intlLocale).select(value);
  const noun = form === "few" ? "دراهم" : form === "many" ? "درهماً" : "درهم";
  return `${count(value)} ${noun}`;
};
const fromPrice = dirhams(lowestMonthlyPriceAed);
// Intl chooses the noun's form for the number (دقيقة، دقائق، ساعة، ساعات).
const minutes = (value: number) => formatUnit(value, "minute", intlLocale);
const hours = (value: number) => formatUnit(value, "hour", intlLocale);
const minutesOf = (id: PlanId) => {
  const planMinutes = planCallMinutes(id);
  return planMinutes === UNLIMITED ? "دقائق غير محدودة" : minutes(planMinutes);
};
const countries = `${count(claims.callCountries)} دولة`;
const activationTime = minutes(claims.activationMinutes);

export const home: HomeContent = {
  meta: {
    title: `${brand} — باقات الجوال والبيانات والمكالمات في الإمارات`,
    description: `باقات شهرية تبدأ من ${fromPrice}، وباقات بيانات يومية وأسبوعية وشهرية، ومكالمات إلى أكثر من ${countries}، وتكتمل معظم عمليات التفعيل خلال ${activationTime}. ${brand}، الإمارات.`,
  },
  hero: {
    heading: "ابقَ على اتصال في كل أنحاء الإمارات",
    pitch: `باقات شهرية واضحة، وبيانات متى احتجت إليها، ومكالمات إلى أكثر من ${countries}، على شبكة صُمّمت للإمارات. تكتمل معظم عمليات التفعيل خلال ${activationTime}.`,
    primaryAction: "تصفّح باقاتنا",
    secondaryAction: "تحدّث إلينا",
    highlights: [
      `باقات تبدأ من ${fromPrice} شهرياً`,
      `مكالمات إلى أكثر من ${countries}`,
      "مساعدة مجانية على مدار الساعة",
    ],
  },
  plans: {
    heading: "الباقات الشهرية",
    intro:
      "ثلاث باقات تمنحك البيانات والدقائق والرسائل النصية كل شهر. اختر الباقة التي تناسب طريقة استخدامك لهاتفك.",
    items: {
      basic: {
        name: "الأساسية",
        features: [
          `الوصول إلى شبكة ${ltr("4G")}`,
          "مكالمات إلى جميع الشبكات في الإمارات",
          "خدمة عملاء مجانية على مدار الساعة",
        ],
      },
      standard: {
        name: "القياسية",
        features: [
          `الوصول إلى شبكة ${ltr("4G")}`,
          "مكالمات إلى جميع الشبكات في الإمارات",
          "رسائل نصية غير محدودة إلى أي رقم في الإمارات",
          "خدمة عملاء مجانية على مدار الساعة",
        ],
      },
      premium: {
        name: "المميزة",
        features: [
          `الوصول إلى شبكة ${ltr("5G")}`,
          "بيانات ومكالمات ورسائل نصية غير محدودة",
          "خدمة عملاء مجانية على مدار الساعة",
        ],
      },
    },
    popularLabel: "الأكثر شيوعاً",
    perMonth: "شهرياً",
    allowanceLabels: { data: "البيانات", calls: "المكالمات", sms: "الرسائل النصية" },
    unlimited: "غير محدود",
    featuresLabel: "ما تتضمنه الباقة",
    choosePlan: "اختر الباقة",
    vatNote: `جميع الأسعار بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة بنسبة ${siteConfig.vatRatePercent}%.`,
  },
  calls: {
    heading: "المكالمات المحلية والدولية",
    intro:
      "تُستخدم دقائق باقتك لجميع المكالمات داخل الإمارات، ويصل خطك أيضاً إلى الأهل والأصدقاء في الخارج.",
    local: {
      heading: "المكالمات المحلية",
      body: `اتصل بأي رقم جوال أو هاتف ثابت في الإمارات من دقائق باقتك: ${minutesOf("basic")} في الباقة الأساسية، و${minutesOf("standard")} في الباقة القياسية، و${minutesOf("premium")} في الباقة المميزة.`,
      points: [
        "جميع الشبكات في الإمارات، للجوال والهاتف الثابت",
        `مكالمات مجانية إلى خدمة العملاء على ${phone}`,
      ],
    },
    international: {
      heading: "المكالمات الدولية",
      body: `للاتصال بالخارج من خطك لدى ${brand}، اطلب 00 أو + متبوعاً برمز الدولة.`,
      points: ["متاحة في جميع الباقات", "لا تتطلب أي إعداد"],
    },
    countries: { before: "تصل مكالماتك إلى أكثر من", after: "دولة" },
    ratesLink: "اطّلع على سعر المكالمة إلى كل دولة",
  },
  internet: {
    heading: "باقات الإنترنت للجوال",
    intro: "أضف البيانات إلى أي باقة، يومياً أو أسبوعياً أو شهرياً.",
    tabListLabel: "مدة الباقة",
    tabs: {
      daily: { label: "يومي", heading: "الباقات اليومية" },
      weekly: { label: "أسبوعي", heading: "الباقات الأسبوعية" },
      monthly: { label: "شهري", heading: "الباقات الشهرية" },
    },
    packageNames: {
      "basic-day": "يومي أساسي",
      "premium-day": "يومي مميز",
      "basic-week": "أسبوعي أساسي",
      "premium-week": "أسبوعي مميز",
      "basic-month": "شهري أساسي",
      "premium-month": "شهري مميز",
      "unlimited-month": "غير محدود",
    },
    labels: { price: "السعر", data: "البيانات", validity: "الصلاحية" },
    unlimited: "غير محدود",
    weeklyFeaturesHeading: "تتضمن كل باقة أسبوعية",
    weeklyFeatures: [`الوصول إلى شبكة ${ltr("4G LTE")}`, "تصفّح مجاني لمواقع التواصل الاجتماعي"],
    speed: { label: "متوسط سرعة التنزيل", unit: "ميغابت/ث" },
    addOnNote: "تبدأ الباقة فور شرائها، وتنتهي عند نفاد بياناتها أو انتهاء مدتها.",
  },
  activation: {
    heading: "خطك جاهز في أربع خطوات",
    intro: "انضم إلينا عبر الإنترنت أو من المتجر. إليك ما يحدث من اختيار الباقة حتى أول مكالمة.",
    steps: {
      "choose-plan": {
        title: "اختر باقتك",
        description: "قارن بين باقاتنا الشهرية الثلاث واختر الأنسب لك.",
      },
      "submit-id": {
        title: "قدّم هويتك",
        description: "شارك بطاقة الهوية الإماراتية أو جواز سفرك لنسجّل الخط باسمك.",
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
    duration: { before: "تكتمل معظم عمليات التفعيل خلال", after: "دقيقة." },
    documentsHeading: "ما تحتاج إليه",
    documents: [
      "بطاقة هوية إماراتية سارية، أو جواز سفر مع تأشيرة إماراتية سارية",
      "إثبات العنوان، لباقات الدفع الآجل",
      "عنوان بريد إلكتروني صالح",
    ],
  },
  support: {
    heading: "مساعدة متى احتجت إليها",
    intro: "اتصل بنا أو راسلنا أو تحدّث معنا أو زُرنا، واختر الطريقة التي تناسبك.",
    channels: {
      phone: {
        heading: "اتصل بنا",
        body: `مجاناً من أي هاتف في الإمارات، على مدار 24 ساعة طوال أيام الأسبوع. ورقمنا سهل الحفظ: ${ltr(siteConfig.phone.mnemonic)}.`,
        action: `اتصل على ${phone}`,
      },
      email: {
        heading: "راسلنا بالبريد الإلكتروني",
        body: `راسلنا في أي وقت، ونرد عليك خلال ${hours(siteConfig.replyWithinHours)}.`,
        action: "أرسل بريداً إلكترونياً",
      },
      chat: {
        heading: "الدردشة المباشرة",
        body: "تحدّث مع فريق خدمة العملاء من متصفحك.",
        action: "ابدأ الدردشة",
      },
      store: {
        heading: "زُر متجرنا",
        body: "شارع الشيخ زايد، دبي. مفتوح يومياً من 9 صباحاً حتى 10 مساءً.",
        action: "اعثر على متاجرنا",
      },
      community: {
        heading: "منتدى المجتمع",
        body: `نصائح وإجابات من عملاء ${brand} الآخرين ومن فريقنا.`,
        action: "زُر المنتدى",
      },
    },
    balance: {
      heading: "اعرف رصيد بياناتك",
      before: "اطلب",
      after: `من خطك لدى ${brand} لمعرفة رصيدك المتبقي من البيانات والدقائق والرسائل.`,
    },
  },
  contact: {
    form: {
      heading: "أرسل لنا رسالة",
      requiredNote: "جميع الحقول مطلوبة ما لم يُشَر إلى أنها اختيارية.",
      fields: {
        name: { label: "الاسم الكامل", placeholder: "مثال: فاطمة المنصوري" },
        email: { label: "البريد الإلكتروني", placeholder: `مثال: ${ltr("fatima@example.com")}` },
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
      errors: {
        nameRequired: "يُرجى إدخال اسمك.",
        nameTooLong: `يُرجى ألا يتجاوز اسمك ${count(MAX_NAME)} حرف.`,
        emailRequired: "يُرجى إدخال عنوان بريدك الإلكتروني.",
        emailInvalid: `يُرجى إدخال عنوان بريد إلكتروني صحيح، مثل ${ltr("name@example.com")}.`,
        emailTooLong: `يُرجى استخدام عنوان بريد إلكتروني لا يتجاوز ${count(MAX_EMAIL)} حرفاً.`,
        phoneInvalid: `يُرجى إدخال رقم هاتف مكوّن من ${MIN_PHONE} إلى ${MAX_PHONE} رقماً، ويمكنك استخدام المسافات والأقواس وعلامتَي الجمع (+) والشرطة (-).`,
        messageRequired: "يُرجى كتابة رسالتك.",
        messageTooLong: `يُرجى ألا تتجاوز رسالتك ${count(MAX_MESSAGE)} حرف.`,
        invalidCharacters: "يُرجى حذف رموز التحكم الخاصة من هذا الحقل.",
        summary: "يُرجى مراجعة الحقول المحددة.",
        rateLimited: `لقد أرسلت عدة رسائل خلال وقت قصير. يُرجى الانتظار بضع دقائق ثم المحاولة مجدداً، أو الاتصال بنا مجاناً على ${phone}.`,
        unavailable: `تعذّر إرسال رسالتك الآن. يُرجى المحاولة مجدداً بعد قليل، أو الاتصال بنا مجاناً على ${phone}.`,
        unreachable: "تعذّر وصول رسالتك إلينا. يُرجى التحقق من اتصالك بالإنترنت ثم المحاولة مجدداً.",
      },
    },
    heading: "تواصل معنا",
    intro: "هل لديك استفسار عن باقة أو باقة إنترنت أو عن خطك؟ أرسل لنا رسالة وسنعاود التواصل معك.",
    detailsHeading: "طرق أخرى للتواصل معنا",
    phoneLabel: "الهاتف، مجاناً وعلى مدار الساعة",
    emailLabel: `البريد الإلكتروني، نرد خلال ${hours(siteConfig.replyWithinHours)}`,
    storeLabel: "المتجر",
    storeAddress: "شارع الشيخ زايد، دبي",
    storeHours: "مفتوح يومياً من 9 صباحاً حتى 10 مساءً",
  },
};

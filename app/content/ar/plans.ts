// Arabic words of the plans' pages: /plans (the table and the finder) and each plan's page.
import { callRules } from "./call-rules";
import { arabicCount, type GrammaticalCase } from "../../i18n/arabic-count";
import { arabicNouns } from "../../i18n/arabic-nouns";
import { ltr, type Phrase, phrase } from "../../i18n/bidi";
import { NBSP } from "../../i18n/count-parts";
import {
  dirhamsInWords,
  formatAed,
  formatAedPer,
  formatNumber,
  formatUnit,
} from "../../i18n/format";
import type { Fils } from "../../i18n/money";
import { FINDER_LIMITS } from "../../domain/form-limits";
import type { Amount, PlanFigures } from "../../tariffs/tariff-data";
import { internetPackages, planTerms, plans, tariffs } from "../../tariffs/tariffs";
import {
  averageDownloadSpeed,
  byPlan,
  type KeyFactId,
  type PlanId,
  UNLIMITED,
} from "../../domain/catalog";
import { siteConfig } from "../../domain/site-config";
import type { PlanPageContent, PlansContent, QuestionAndAnswer } from "../plans";
import { home } from "./home";
import { vatIncluded } from "./phrases";
import { roamingRules } from "./roaming-rules";

const intlLocale = "ar-AE";
const brand = siteConfig.arabicBrandName;
const phone = ltr(siteConfig.phone.display);
const aed = (value: number) => formatAed(value, intlLocale);
/** Dirhams counted in a sentence ("من 5 دراهم"); a price tag is `aed`. */
const dirhams = (fils: Fils, grammaticalCase: GrammaticalCase) =>
  dirhamsInWords(fils, grammaticalCase);
const gb = (value: number) => formatUnit(value, "gigabyte", intlLocale);
const minutes = (value: number, grammaticalCase: GrammaticalCase = "nominative") =>
  formatUnit(value, "minute", intlLocale, grammaticalCase);
const sms = (value: number, grammaticalCase: GrammaticalCase = "nominative") =>
  arabicCount(value, arabicNouns.sms, grammaticalCase);
const days = (value: number, grammaticalCase: GrammaticalCase) =>
  arabicCount(value, arabicNouns.day, grammaticalCase);
const {
  outOfBundleMinuteFils,
  outOfBundleSmsFils,
  priceChangeNoticeDays,
  fairUseFullSpeedGb,
  fairUseMinutes,
  fairUseSms,
} = planTerms;
const minuteRate = formatAedPer(outOfBundleMinuteFils, "minute", intlLocale);
const smsRate = formatAedPer(outOfBundleSmsFils, "sms", intlLocale);
const cheapestPackageFils = Math.min(...internetPackages.map((pack) => pack.priceFils));
const cheapestDayPassFils = Math.min(
  ...tariffs.roamingZones.flatMap(({ dayPass }) => (dayPass ? [dayPass.priceFils] : [])),
);
const speed = formatUnit(averageDownloadSpeed.mbps, "megabit-per-second", intlLocale);
const eSim = ltr("eSIM");
const figuresOf = (id: PlanId): PlanFigures => {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`no plan ${id}`);
  return plan;
};
const planName = (id: PlanId) => `الباقة ${home.plans.items[id].name}`;

/**
 * What the finder's answer covers, after a verb that takes it as its object ("تغطي 5
 * جيجابايت من البيانات ودقيقتين من المكالمات شهرياً"); nothing when the visitor uses neither.
 */
function coverOf(dataGb: Amount, callMinutes: Amount, lead: string): string {
  const parts = [
    dataGb === UNLIMITED ? "بيانات غير محدودة" : dataGb > 0 ? `${gb(dataGb)} من البيانات` : "",
    callMinutes === UNLIMITED
      ? "دقائق غير محدودة"
      : callMinutes > 0
        ? `${minutes(callMinutes, "accusative")} من المكالمات`
        : "",
  ].filter((part) => part !== "");
  return parts.length === 0 ? "" : `${lead} ${parts.join(" و")} شهرياً`;
}

/** "5 جيجابايت من البيانات، و200 دقيقة للمكالمات المحلية، و100 رسالة نصية". */
function allowancesOf(plan: PlanFigures): string {
  const data = plan.dataGb === UNLIMITED ? "بيانات غير محدودة" : `${gb(plan.dataGb)} من البيانات`;
  const calls =
    plan.callMinutes === UNLIMITED
      ? "دقائق محلية غير محدودة"
      : `${minutes(plan.callMinutes)} للمكالمات المحلية`;
  const texts = plan.sms === UNLIMITED ? "رسائل نصية غير محدودة" : sms(plan.sms);
  return `${data}، و${calls}، و${texts}`;
}

function outOfBundleOf(plan: PlanFigures): string {
  if (plan.callMinutes === UNLIMITED && plan.sms === UNLIMITED) {
    return `لا شيء: الدقائق المحلية والرسائل النصية غير محدودة، فلا تنطبق عليك أسعار الاستخدام خارج الباقة (${minuteRate} و${smsRate}).`;
  }
  if (plan.sms === UNLIMITED) {
    return `المكالمات المحلية بعد نفاد دقائق باقتك بسعر ${minuteRate}، والرسائل النصية غير محدودة.`;
  }
  return `المكالمات المحلية بعد نفاد دقائق باقتك بسعر ${minuteRate}، والرسائل النصية بعد نفاد رسائل باقتك بسعر ${smsRate}.`;
}

function fairUseOf(plan: PlanFigures): string {
  const parts: string[] = [];
  if (plan.dataGb === UNLIMITED) {
    parts.push(
      `البيانات غير المحدودة بالسرعة الكاملة حتى ${gb(fairUseFullSpeedGb)} في شهر الفوترة، ثم بأولوية أقل في أوقات الذروة فقط، دون قطع الخدمة ودون أي رسوم إضافية.`,
    );
  }
  const pastLimits =
    plan.callMinutes === UNLIMITED
      ? `${minutes(fairUseMinutes, "accusative")} أو ${sms(fairUseSms, "accusative")}`
      : sms(fairUseSms, "accusative");
  if (plan.callMinutes === UNLIMITED && plan.sms === UNLIMITED) {
    parts.push(
      `الدقائق المحلية والرسائل النصية غير المحدودة للاستخدام الشخصي: إذا تجاوزت ${pastLimits} في الشهر، فقد نتواصل معك، ولا نحتسب عليها أي رسوم.`,
    );
  } else if (plan.sms === UNLIMITED) {
    parts.push(
      `الرسائل النصية غير المحدودة للاستخدام الشخصي: إذا تجاوزت ${pastLimits} في الشهر، فقد نتواصل معك، ولا نحتسب عليها أي رسوم.`,
    );
  }
  return parts.length > 0 ? parts.join(" ") : "لا تنطبق على هذه الباقة، فكل ما تشمله بكميات محددة.";
}

function factsOf(plan: PlanFigures): Record<KeyFactId, Phrase> {
  return {
    price: `${aed(plan.monthlyPriceFils)} شهرياً (الأسعار ${vatIncluded}).`,
    billing: "دفع آجل بفاتورة شهرية: تسدد فاتورة كل شهر فوترة بعد انتهائه.",
    term: "دون حد أدنى لمدة الاشتراك. يمكنك الإلغاء في أي وقت دون أي رسوم، وينتهي الاشتراك في نهاية شهر الفوترة.",
    oneOffFees: phrase`لا توجد رسوم لمرة واحدة: الشريحة والشريحة الإلكترونية (${eSim}) والتفعيل مجاناً.`,
    allowances: `في كل شهر فوترة: ${allowancesOf(plan)}.`,
    outOfBundle: outOfBundleOf(plan),
    dataRunsOut:
      plan.dataGb === UNLIMITED
        ? "لا تنفد بياناتك (راجع الاستخدام العادل أدناه)."
        : `تتوقف البيانات عند نفاد بيانات باقتك حتى بداية شهر الفوترة التالي، ولا نحتسب أي رسوم لكل ميجابايت. ولمواصلة الاستخدام، أضف باقة بيانات بسعر يبدأ من ${dirhams(cheapestPackageFils, "genitive")}.`,
    network: phrase`شبكة ${ltr(plan.network)} لدينا.`,
    speed: `السرعة التي نذكرها، ${speed}، هي متوسط سرعة التنزيل المقيس على شبكتنا، وتختلف سرعتك بحسب مكانك ووقت الاستخدام وهاتفك.`,
    abroad:
      "تُحتسب المكالمات الدولية واستخدام خطك في الخارج بأسعارنا المعلنة، ولا تُخصم أبداً من دقائق باقتك.",
    fairUse: fairUseOf(plan),
    priceChanges: `نرسل إليك إشعاراً مسبقاً بتغيير السعر برسالة نصية قبل ${days(priceChangeNoticeDays, "genitive")} على الأقل من رفعه، ولك حق إنهاء الاشتراك دون رسوم قبل سريانه.`,
  };
}

function faqOf(id: PlanId): QuestionAndAnswer[] {
  const plan = figuresOf(id);
  const name = planName(id);
  const dataAnswer =
    plan.dataGb === UNLIMITED
      ? `لا تنفد بياناتك في ${name}، فهي غير محدودة. تحصل على السرعة الكاملة حتى ${gb(fairUseFullSpeedGb)} في شهر الفوترة، ثم تصبح أولوية بياناتك أقل في أوقات الذروة فقط، دون قطع الخدمة ودون أي رسوم إضافية.`
      : phrase`تتوقف البيانات حتى بداية شهر الفوترة التالي، ولا نحتسب أي رسوم لكل ميجابايت. ولمواصلة الاستخدام قبل ذلك، أضف باقة بيانات من التطبيق أو بالاتصال على ${phone}، بأسعار تبدأ من ${dirhams(cheapestPackageFils, "genitive")}.`;
  const overAllowance =
    plan.callMinutes === UNLIMITED
      ? `نعم، للاستخدام الشخصي. إذا تجاوز الخط ${minutes(fairUseMinutes, "accusative")} من المكالمات المحلية أو ${sms(fairUseSms, "accusative")} في الشهر، فقد نتواصل معك للتأكد من أنه لا يُستخدم لأغراض تجارية أو كمركز اتصال. ولا نحتسب عليها أي رسوم.`
      : `بعد نفاد الدقائق المشمولة في باقتك (${minutes(plan.callMinutes)})، تُحتسب المكالمات المحلية بسعر ${minuteRate}${
          plan.sms === UNLIMITED
            ? "، أما الرسائل النصية فغير محدودة."
            : `، وبعد نفاد الرسائل النصية المشمولة (${sms(plan.sms)}) تُحتسب الرسائل بسعر ${smsRate}.`
        } وتتجدد المزايا المشمولة مع بداية كل شهر فوترة.`;
  return [
    { question: "ماذا يحدث عند نفاد بياناتي؟", answer: dataAnswer },
    {
      question: "كم يكلف إنهاء الاشتراك؟",
      answer:
        "لا شيء. لا يوجد حد أدنى لمدة الاشتراك ولا رسوم للإلغاء. أبلغنا في أي وقت، وتستمر باقتك حتى نهاية شهر الفوترة الحالي، وتغطي فاتورتك الأخيرة ذلك الشهر فقط.",
    },
    {
      question: "ماذا أدفع عند الاشتراك؟",
      answer: phrase`سعر الباقة فقط: ${aed(plan.monthlyPriceFils)} شهرياً (الأسعار ${vatIncluded}). الشريحة والشريحة الإلكترونية (${eSim}) والتفعيل مجاناً. أحضر بطاقة الهوية الإماراتية أو جواز السفر إلى متجرنا، أو اتصل بنا.`,
    },
    {
      question:
        plan.callMinutes === UNLIMITED
          ? "هل الدقائق غير المحدودة غير محدودة فعلاً؟"
          : "ماذا لو تجاوزت دقائقي أو رسائلي النصية؟",
      answer: overAllowance,
    },
    {
      question: "هل يمكنني الاتصال بدول أخرى من دقائق باقتي؟",
      answer: `لا، فدقائق باقتك للمكالمات إلى أرقام الإمارات. أما المكالمات الدولية فتُحتسب بسعر الدولة التي تتصل بها، إضافةً إلى سعر الباقة. ${callRules.perSecond} وتجد أسعار كل الدول في صفحة المكالمات الدولية.`,
    },
    {
      question: "هل تعمل باقتي في الخارج؟",
      answer: phrase`نعم، في كل دولة تتوفر فيها شبكة شريكة، وتبدأ باقة التجوال اليومية من ${dirhams(cheapestDayPassFils, "genitive")}. ${roamingRules.dataOff} ${roamingRules.lowerOf} ${roamingRules.cap}`,
    },
    {
      question: "هل يمكن أن يتغير السعر؟",
      answer: `بإشعار مسبق فقط: نبلغك برسالة نصية قبل ${days(priceChangeNoticeDays, "genitive")} على الأقل من تطبيق أي سعر أعلى، ولك حق إنهاء الاشتراك دون رسوم قبل سريانه.`,
    },
  ];
}

const description = (id: PlanId) =>
  `${planName(id)} من ${brand}: ${allowancesOf(figuresOf(id))}، مقابل ${dirhams(figuresOf(id).monthlyPriceFils, "genitive")} شهرياً. الحقائق الأساسية والاستخدام العادل وإجابات الأسئلة الشائعة.`;

const planPages: Record<PlanId, Omit<PlanPageContent, "facts" | "faq">> = {
  basic: {
    meta: { title: planName("basic"), description: description("basic") },
    summary:
      "أبسط باقاتنا، لمن يستخدم هاتفه غالباً للمكالمات والرسائل ويتصل بشبكة الواي فاي في المنزل.",
    suits:
      "من يبقى متصلاً بشبكة واي فاي معظم اليوم، أو يحتاج إلى خط ثانٍ، أو يريد أول هاتف لطفله أو لأحد والديه.",
  },
  standard: {
    meta: { title: planName("standard"), description: description("standard") },
    summary:
      "باقتنا الأكثر طلباً: بيانات تكفي للخرائط والموسيقى ومكالمات الفيديو أثناء التنقل، ورسائل نصية غير محدودة.",
    suits:
      "معظم الناس: من يشاهد المحتوى في طريقه إلى العمل، ويتواصل عبر تطبيقات المراسلة، ويتصل بأصدقائه في أنحاء الإمارات.",
  },
  premium: {
    meta: { title: planName("premium"), description: description("premium") },
    summary: phrase`بيانات ودقائق محلية ورسائل نصية غير محدودة، على شبكة ${ltr(figuresOf("premium").network)} لدينا.`,
    suits:
      "من يعمل من هاتفه، أو يشارك إنترنت هاتفه مع أجهزة أخرى، أو يشاهد المحتوى ويلعب أثناء التنقل.",
  },
};

export const plansContent: PlansContent = {
  overview: {
    meta: {
      title: "مقارنة الباقات",
      description: `باقات ${brand} الشهرية الثلاث جنباً إلى جنب، بأسعار تبدأ من ${dirhams(Math.min(...plans.map((plan) => plan.monthlyPriceFils)), "genitive")} شهرياً، وأداة اختيار الباقة التي تقترح عليك أوفر باقة تناسب ما تستخدمه من البيانات والدقائق.`,
    },
    heading: "قارن بين باقاتنا",
    intro:
      "ثلاث باقات شهرية جنباً إلى جنب. لم تحسم اختيارك بعد؟ أدخل استخدامك الشهري في أداة اختيار الباقة أدناه، وسنقترح عليك أوفر باقة تناسبك.",
    table: {
      caption: "باقاتنا الشهرية، والأسعار بالدرهم الإماراتي شاملة ضريبة القيمة المضافة",
      planHeader: "الباقة",
      rows: {
        price: "السعر الشهري",
        data: "البيانات",
        minutes: "الدقائق المحلية",
        sms: "الرسائل النصية",
        network: "الشبكة",
      },
      details: "التفاصيل",
    },
    vatNote: home.plans.vatNote,
    finder: {
      heading: "اعثر على باقتك",
      intro:
        "تجد في فواتيرك السابقة أو في إعدادات هاتفك كمية البيانات وعدد الدقائق التي تستخدمها في الشهر.",
      fields: {
        data: {
          label: "البيانات التي تستخدمها شهرياً، بالجيجابايت",
          hint: `رقم من 0${NBSP}إلى ${formatNumber(FINDER_LIMITS.data, intlLocale)}، مثل 8${NBSP}أو 2.5 (ويمكنك كتابة 8${NBSP}جيجابايت)، أو «غير محدودة»`,
        },
        minutes: {
          label: "دقائق مكالماتك إلى أرقام الإمارات شهرياً",
          hint: `عدد صحيح من 0${NBSP}إلى ${formatNumber(FINDER_LIMITS.minutes, intlLocale)}، مثل 300، أو «غير محدودة»`,
        },
      },
      submit: "اعثر على باقتي",
      errorSummary: "يُرجى مراجعة ما كتبته",
      problems: {
        data: {
          missing: `أدخل كمية البيانات التي تستخدمها شهرياً بالجيجابايت (أو 0${NBSP}إن لم تستخدم أي بيانات)`,
          "not-a-number": `أدخل كمية البيانات رقماً بالجيجابايت، مثل 8${NBSP}أو 2.5${NBSP}أو 8${NBSP}جيجابايت، أو اكتب «غير محدودة»`,
          "too-large": `أدخل ${gb(FINDER_LIMITS.data)} أو أقل`,
        },
        minutes: {
          missing: `أدخل عدد دقائق مكالماتك شهرياً (أو 0${NBSP}إن لم تتصل)`,
          "not-a-number": "أدخل الدقائق عدداً صحيحاً، مثل 300، أو اكتب «غير محدودة»",
          "too-large": `لا يزيد الشهر على ${minutes(FINDER_LIMITS.minutes, "genitive")}، فأدخل عدداً أقل`,
        },
      },
      answerHeading: "اقتراحنا",
      planCovers: ({ plan, price, dataGb, minutes: callMinutes }) =>
        `الباقة ${plan} بسعر ${price} شهرياً هي أوفر باقة تناسبك${coverOf(dataGb, callMinutes, ": تغطي")}.`,
      packageCheaper: (answer) =>
        `الباقة ${answer.plan} مع باقة البيانات ${answer.package} كل شهر: ${answer.price} شهرياً في المجموع (${answer.planPrice} للباقة و${answer.packagePrice} لباقة البيانات). وهما معاً أقل تكلفة من أي باقة وحدها${coverOf(answer.dataGb, answer.minutes, " لتغطية")}.`,
      planAlone: "أوفر باقة تغطي استخدامك وحدها هي الباقة {plan} بسعر {price}.",
      noPlanAlone: "لا تكفي أي باقة وحدها لهذه الكمية من البيانات.",
      packageValidity: ({ value, unit }) =>
        `صلاحية باقة البيانات ${formatUnit(value, unit, intlLocale)}، فأضف باقة جديدة في كل شهر فوترة.`,
      seePlan: "اطّلع على تفاصيل الباقة {plan}",
      choosePlan: home.plans.choosePlan,
    },
  },
  plan: {
    heading: { before: "الباقة ", after: "" },
    breadcrumbLabel: "مسار التنقل",
    homeCrumb: "الرئيسية",
    plansCrumb: "الباقات",
    perMonth: home.plans.perMonth,
    includedHeading: "المزايا المشمولة",
    suitsHeading: "لمن تناسب",
    keyFactsHeading: "الحقائق الأساسية",
    keyFactsIntro: "شروط هذه الباقة في مكان واحد، بالترتيب نفسه في كل باقة، لتسهل عليك المقارنة.",
    keyFactLabels: {
      price: "السعر الشهري",
      billing: "طريقة الدفع",
      term: "مدة الاشتراك وإنهاؤه",
      oneOffFees: "الرسوم لمرة واحدة",
      allowances: "المزايا المشمولة",
      outOfBundle: "أسعار الاستخدام خارج الباقة",
      dataRunsOut: "عند نفاد بيانات الباقة",
      network: "الشبكة",
      speed: "السرعة",
      abroad: "المكالمات الدولية والتجوال",
      fairUse: "الاستخدام العادل",
      priceChanges: "تغيير السعر",
    },
    ratesLinks: { calls: "أسعار المكالمات الدولية", roaming: "أسعار التجوال" },
    faqHeading: "أسئلة عن هذه الباقة",
    choosePlan: home.plans.choosePlan,
    comparePlans: "قارن بين كل الباقات",
    checkCoverage: "تحقق من التغطية في منطقتك",
    vatNote: home.plans.vatNote,
  },
  plans: byPlan((id) => ({ ...planPages[id], facts: factsOf(figuresOf(id)), faq: faqOf(id) })),
};

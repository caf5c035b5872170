// Arabic words of the site search.
import { ltr, phrase } from "../../i18n/bidi";
import { NBSP } from "../../i18n/count-parts";
import type { SearchContent } from "../search";
import { aroundTheClock } from "./phrases";

export const search: SearchContent = {
  meta: {
    title: "البحث",
    description:
      "ابحث في الموقع عن تكلفة المكالمات الدولية، والتجوال في أي دولة، والتغطية في منطقتك، وأقرب متجر إليك وهل هو مفتوح الآن، وحالة الشبكة، والحقائق الأساسية لكل باقة.",
  },
  heading: "البحث في الموقع",
  intro:
    "اكتب اسم دولة أو منطقة أو متجر أو باقة، أو أي موضوع، بالعربية أو الإنجليزية. ولا بأس إن أخطأت في الإملاء.",
  answerTitle: "البحث عن «{query}»",
  answerHeading: "نتائج البحث عن «{query}»",
  form: {
    label: "البحث",
    hint: phrase`دولة أو منطقة أو متجر أو باقة أو موضوع، مثل: الهند، ${ltr("JLT")}، البرشاء، القياسية`,
    submit: "ابحث",
  },
  examplesHeading: "أمثلة على ما يمكنك السؤال عنه",
  examples: [
    { query: "الهند", tells: "تكلفة المكالمات إليها، والتجوال فيها" },
    { query: "لندن", tells: "تكلفة يوم التجوال" },
    { query: "أبراج بحيرات جميرا", tells: "التغطية وحالة الشبكة" },
    { query: "البرشاء", tells: "أقرب متجر، وهل هو مفتوح الآن" },
    { query: "دبي", tells: "حالة الشبكة في الإمارة" },
    { query: "القياسية", tells: "سعر الباقة ومزاياها المشمولة وحقائقها الأساسية" },
    { query: "شكوى", tells: "كيف تقدّم شكوى، وكيف تُصعّدها" },
  ],
  kinds: {
    plans: "الباقات",
    phones: "الهواتف",
    calls: "المكالمات الدولية",
    roaming: "التجوال",
    coverage: "التغطية",
    stores: "المتاجر",
    status: "حالة الشبكة",
    pages: "الصفحات",
  },
  found: {
    zero: "لا نتائج",
    one: "نتيجة واحدة",
    two: "نتيجتان",
    few: `{count}${NBSP}نتائج`,
    many: `{count}${NBSP}نتيجة`,
    other: `{count}${NBSP}نتيجة`,
  },
  closest: "لا توجد نتيجة تطابق ما كتبته تماماً. أقرب النتائج إليه:",
  more: {
    one: "ونتيجة أخرى مثلها",
    two: "ونتيجتان أخريان مثلها",
    few: `و{count}${NBSP}نتائج أخرى مثلها`,
    many: `و{count}${NBSP}نتيجة أخرى مثلها`,
    other: `و{count}${NBSP}نتيجة أخرى مثلها`,
  },
  none: {
    heading: "لم نجد شيئاً",
    tryAgain:
      "لم نجد نتائج لما كتبته. يُرجى التحقق من الإملاء، أو كتابة كلمات أقل، أو اسم دولة أو منطقة أو باقة.",
    askHeading: "تواصل معنا مباشرة",
    call: `اتصل بنا مجاناً على {phone}، ${aroundTheClock}`,
    callFromAbroad: "من خارج الإمارات: {phone}، مجاناً",
    email: "راسلنا على {email}",
    form: "أرسل لنا رسالة",
    complaint: "قدّم شكوى",
  },
  lines: {
    plan: "{price} شهرياً: {allowances}، على شبكة {network}",
    allowances: "{data}، و{minutes}، و{sms}",
    data: `{amount}${NBSP}من البيانات`,
    minutes: `{amount}${NBSP}من الدقائق المحلية`,
    sms: `{amount}${NBSP}من الرسائل النصية`,
    unlimitedData: "بيانات غير محدودة",
    unlimitedMinutes: "دقائق محلية غير محدودة",
    unlimitedSms: "رسائل نصية غير محدودة",
    calls: "{minute} للدقيقة، و{sms} للرسالة النصية",
    roaming:
      "المنطقة {zone}: باقة التجوال اليومية {price} مقابل {data} و{minutes}، أو الدفع حسب الاستخدام",
    roamingNoPass: "المنطقة {zone}: لا تتوفر باقة يومية، والمكالمة إلى الإمارات {minute} للدقيقة",
    noRoaming: "لا تتوفر شبكة شريكة هناك بعد",
    coverage5g: phrase`${ltr("5G")} و${ltr("4G")}، في {emirate}`,
    coverage4g: phrase`${ltr("4G")}، ولا تتوفر ${ltr("5G")} بعد، في {emirate}`,
    coverageNone: "لا تغطية على شبكتنا، في {emirate}",
    store: "{status}، في {emirate}",
    nearestStore: "أقرب متجر: {store}، {status}",
    storeName: "{store}",
    statusClear: "لا مشكلات معروفة الآن",
    statusProblems: {
      one: "مشكلة واحدة الآن",
      two: "مشكلتان الآن",
      few: `{count}${NBSP}مشكلات الآن`,
      many: `{count}${NBSP}مشكلة الآن`,
      other: `{count}${NBSP}مشكلة الآن`,
    },
    onPage: "في صفحة {page}",
  },
  suggestions: {
    label: "اقتراحات",
    count: {
      zero: "لا اقتراحات",
      one: "اقتراح واحد. استخدم مفاتيح الأسهم للاختيار.",
      two: "اقتراحان. استخدم مفاتيح الأسهم للاختيار.",
      few: `{count}${NBSP}اقتراحات. استخدم مفاتيح الأسهم للاختيار.`,
      many: `{count}${NBSP}اقتراحاً. استخدم مفاتيح الأسهم للاختيار.`,
      other: `{count}${NBSP}اقتراح. استخدم مفاتيح الأسهم للاختيار.`,
    },
    none: "لا اقتراحات",
  },
};

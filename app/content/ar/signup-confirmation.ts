// The confirmation a visitor is emailed after asking to join, in Arabic.
import { ltr } from "../../i18n/bidi";
import { arabicCount } from "../../i18n/arabic-count";
import { arabicNouns } from "../../i18n/arabic-nouns";
import { formatHourOfDay, formatNameList } from "../../i18n/format";
import { emirateName } from "../../domain/emirates";
import { joiningPolicy } from "../../domain/signup";
import { siteConfig } from "../../domain/site-config";
import type { SignupConfirmationWords } from "../signup-confirmation";
import { vatIncluded } from "./phrases";

const brand = siteConfig.arabicBrandName;
const workingDays = (value: number) => arabicCount(value, arabicNouns.workingDay, "genitive");
const nextDayEmirates = formatNameList(
  joiningPolicy.nextWorkingDayDeliveryEmirates.map((id) => emirateName(id, "ar")),
  "ar-AE",
);
const esim = ["الشريحة الإلكترونية (", ltr("eSIM"), ")"] as const;

export const signupConfirmation: SignupConfirmationWords = {
  subject: `طلب اشتراكك في ${brand}: {reference}`,
  greeting: "مرحباً {name}،",
  intro: `شكراً لاختيارك ${brand}. تلقّينا طلب اشتراكك، وسيتصل بك أحد أعضاء فريق المبيعات في الموعد الذي اخترته ليراجع طلبك معك ويُتمّ اشتراكك.`,
  reference: "الرقم المرجعي لطلبك هو {reference}. يُرجى ذكره عند تواصلك معنا بشأن هذا الطلب.",
  plan: { heading: "باقتك", line: `الباقة {plan}: {price} شهرياً (الأسعار ${vatIncluded})` },
  choices: {
    heading: "اختياراتك",
    newNumber: "الرقم: رقم جديد",
    keepNumber: "الرقم: الاحتفاظ برقمك {mobile} ونقله من {operator}",
    operators: {
      du: [ltr("du")],
      eand: [ltr("e&")],
      virgin: "فيرجن موبايل",
      other: "مشغّل آخر",
    },
    sim: "الشريحة: شريحة الاتصال",
    esim: ["الشريحة: ", ...esim],
    esimFor: ["الشريحة: ", ...esim, " لهاتفك {device}"],
    store: `الاستلام: من متجرنا في {store}، {address}. وإذا قدّمت طلبك قبل ${formatHourOfDay(joiningPolicy.sameDayCollectionBeforeHour, "ar-AE")}، فيمكنك استلام شريحتك في اليوم نفسه.`,
    delivery: `التوصيل: مجاناً إلى {address}، {area}، {emirate}. يصلك طلبك في يوم العمل التالي في ${nextDayEmirates}، وخلال ${workingDays(joiningPolicy.otherEmiratesDeliveryWorkingDays)} في الإمارات الأخرى، ويتحقق المندوب من مستنداتك عند التسليم.`,
  },
  call: {
    heading: "موعد اتصالنا بك",
    line: "{date}، من {from} إلى {to} (بتوقيت الإمارات)، على الرقم {phone}.",
  },
  ready: {
    heading: "ما تحتاج إلى تجهيزه",
    items: [
      "بطاقة هوية إماراتية سارية، أو جواز سفر مع تأشيرة إماراتية سارية",
      "إثبات العنوان، لأن جميع باقاتنا بنظام الدفع الآجل",
      "عنوان بريد إلكتروني صالح",
      "لا تحتاج إلى رفع أي مستند: يتحقق المندوب أو موظف المتجر من مستنداتك عند التسليم.",
    ],
  },
  nothingToPay: "لا تدفع شيئاً الآن: تصلك فاتورتك الأولى بعد التفعيل.",
  esimCode: [
    ...esim,
    ": نرسل إليك رمز ",
    ltr("QR"),
    " الخاص بها بالبريد الإلكتروني بعد التحقق من هويتك.",
  ],
  numberMove: `نقل رقمك: نتولّى نحن طلب نقل رقمك من مشغّلك الحالي، ويكتمل النقل خلال ${workingDays(joiningPolicy.numberMoveWorkingDays)}، ويبقى خطك يعمل على شبكته حتى ذلك الحين. ويُفقد عند النقل أي مبلغ شحنته لديه ولم تستخدمه، وتبقى أي مبالغ مستحقة له واجبة السداد إليه.`,
  help: [
    "إذا كان في هذه التفاصيل ما يحتاج إلى تصحيح، فأخبرنا عند اتصالنا بك، أو اتصل بنا مجاناً على ",
    ltr(siteConfig.phone.display),
    ".",
  ],
  signature: `فريق المبيعات في ${brand}`,
};

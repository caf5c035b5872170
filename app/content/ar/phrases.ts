// Arabic words every page writes the same way (docs/glossary.md keeps the list).
import { NBSP } from "../../i18n/count-parts";
import type { LocateWords } from "../types";

/** 24/7: the one way the Arabic pages say it. */
export const aroundTheClock = "على مدار الساعة طوال أيام الأسبوع";

/** The store's opening hours. */
export const storeOpeningHours = `مفتوح يومياً من 9${NBSP}صباحاً حتى 10${NBSP}مساءً`;

/** The regulator, by its full Arabic name. */
export const regulator = "هيئة تنظيم الاتصالات والحكومة الرقمية";

/** VAT included: said of prices (الأسعار), the one way the Arabic pages say it. */
export const vatIncluded = "شاملة ضريبة القيمة المضافة";

/**
 * "Use my location" on the coverage and stores pages: one wording, since Arabic names the place
 * a visitor types منطقة on both.
 */
export const locateWords: LocateWords = {
  button: "استخدم موقعي",
  privacy:
    "يطلب متصفحك إذنك أولاً. ونخفّض دقة موقعك إلى نحو كيلومتر واحد، ونستخدمه لهذه الإجابة فقط، ولا نحتفظ به أبداً.",
  finding: "جارٍ تحديد موقعك…",
  denied:
    "لم يشارك متصفحك موقعك. يمكنك السماح بذلك من إعدادات المتصفح، أو كتابة اسم منطقتك في الحقل أعلاه.",
  unavailable:
    "تعذّر تحديد موقعك الآن. يُرجى كتابة اسم منطقتك في الحقل أعلاه، أو المحاولة مرة أخرى بعد قليل.",
  timeout:
    "استغرق تحديد موقعك وقتاً أطول من المعتاد. يُرجى المحاولة مرة أخرى، أو كتابة اسم منطقتك في الحقل أعلاه.",
};

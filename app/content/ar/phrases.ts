// Arabic words every page writes the same way (docs/glossary.md keeps the list).
import { NBSP } from "../../i18n/count-parts";

/** 24/7: the one way the Arabic pages say it. */
export const aroundTheClock = "على مدار الساعة طوال أيام الأسبوع";

/** The store's opening hours. */
export const storeOpeningHours = `مفتوح يومياً من 9${NBSP}صباحاً حتى 10${NBSP}مساءً`;

/** The regulator, by its full Arabic name. */
export const regulator = "هيئة تنظيم الاتصالات والحكومة الرقمية";

/** VAT included: said of prices (الأسعار), the one way the Arabic pages say it. */
export const vatIncluded = "شاملة ضريبة القيمة المضافة";

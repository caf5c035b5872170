// Arabic words of the "Is my phone ready?" page.
import { ltr, phrase } from "../../i18n/bidi";
import { siteConfig } from "../../domain/site-config";
import type { DevicesContent } from "../devices";

const brand = siteConfig.arabicBrandName;
const eSim = ltr("eSIM");
const g4 = ltr("4G");
const g5 = ltr("5G");
const volte = ltr("VoLTE");
const wifi = ltr("Wi-Fi");

export const devices: DevicesContent = {
  meta: {
    title: "هل هاتفك جاهز؟",
    description: phrase`تحقق مما إذا كان هاتفك يدعم الشريحة الإلكترونية (${eSim}) وشبكة ${g5} ومكالمات ${volte} والاتصال عبر ${wifi} مع ${brand}، وكيف تتحقق من هاتف غير مدرج في قائمتنا.`,
  },
  heading: "هل هاتفك جاهز؟",
  intro: phrase`اكتب اسم هاتفك لتعرف ما إذا كان يدعم الشريحة الإلكترونية (${eSim}) وشبكة ${g5} ومكالمات ${volte} والاتصال عبر ${wifi} على شبكتنا.`,
  form: {
    label: "اسم هاتفك",
    hint: phrase`مثل ${ltr("iPhone 15 Pro")} أو ${ltr("Galaxy S24")} أو ${ltr("Pixel 8")}. يمكنك كتابة الطراز دون اسم الشركة المصنّعة.`,
    button: "تحقق من هاتفك",
  },
  features: {
    esim: {
      name: phrase`الشريحة الإلكترونية (${eSim})`,
      explains: phrase`شريحة مدمجة في الهاتف: بعد التحقق من هويتك نرسل إليك رمز ${ltr("QR")} بالبريد الإلكتروني لتمسحه، دون انتظار شريحة.`,
      yes: "يدعم هاتفك الشريحة الإلكترونية.",
      no: "يحتاج هاتفك إلى شريحة اتصال، نوصلها إليك مجاناً أو تستلمها من أي متجر من متاجرنا.",
    },
    fiveG: {
      name: phrase`شبكة ${g5}`,
      explains: phrase`أسرع شبكاتنا، حيث تتوفر تغطية ${g5}؛ وفي غيرها يعمل الهاتف على شبكة ${g4}.`,
      yes: phrase`يعمل على شبكة ${g5} حيث تتوفر التغطية.`,
      no: phrase`يعمل على شبكة ${g4}.`,
    },
    volte: {
      name: phrase`مكالمات ${volte}`,
      explains: phrase`المكالمات عبر شبكتي ${g4} و${g5}: صوت أوضح، وتبقى بيانات الجوال متاحة أثناء المكالمة. متاحة على كل الباقات.`,
      yes: phrase`تجري مكالماته عبر شبكتي ${g4} و${g5}.`,
      no: phrase`لا تتوفر المكالمات عبر شبكتي ${g4} و${g5} على هذا الهاتف.`,
    },
    wifiCalling: {
      name: phrase`الاتصال عبر ${wifi}`,
      explains: phrase`اتصل برقمك عبر شبكة ${wifi} حيث تضعف إشارة الجوال، داخل المباني مثلاً. متاح على كل الباقات.`,
      yes: phrase`يمكنه الاتصال عبر ${wifi}.`,
      no: phrase`لا يمكنه الاتصال عبر ${wifi} على شبكتنا.`,
    },
  },
  answer: {
    readAs: "بحثت عن «{typed}»، وهذا الهاتف الذي وجدناه:",
    yes: "نعم",
    no: "لا",
    note: "الإجابات للطراز الذي يُباع في الإمارات. وإذا لم نكن متأكدين من أن الهاتف يدعم ميزة ما، فإجابتنا «لا».",
    plans: "قارن بين باقاتنا",
  },
  notListed: {
    heading: "«{typed}» غير مدرج في قائمتنا",
    intro: "لم نجد هاتفاً بهذا الاسم. يُرجى التحقق من الإملاء، أو كتابة اسم الطراز وحده.",
    didYouMean: "هل تقصد:",
    checkHeading: "تحقق من هاتفك بنفسك",
    iphone: phrase`على ${ltr("iPhone")}، افتح الإعدادات، ثم عام، ثم حول: إذا ظهر سطر باسم ${ltr("EID")}، فهاتفك يدعم الشريحة الإلكترونية.`,
    android: phrase`على هواتف ${ltr("Android")}، افتح الإعدادات، ثم الاتصالات، ثم مدير بطاقات ${ltr("SIM")} (وعلى ${ltr("Pixel")}: الشبكة والإنترنت، ثم شرائح ${ltr("SIM")}): إذا وجدت خياراً لإضافة شريحة إلكترونية، فهاتفك يدعمها.`,
    askUs: phrase`يمكن لأي متجر من متاجرنا التحقق من هاتفك، أو اتصل بنا مجاناً على {phone}.`,
    physicalSim: "تعمل شريحة الاتصال في أي هاتف غير مقفل على مشغّل آخر.",
  },
  explainHeading: "ماذا تعني كل ميزة",
  listHeading: "الهواتف المدرجة في قائمتنا",
  listIntro: "اختر هاتفك لتطّلع على إجاباته.",
  searchTerms: [
    "هل هاتفي جاهز",
    "الشريحة الإلكترونية",
    "الاتصال عبر الواي فاي",
    "مكالمات الواي فاي",
    "توافق الهاتف",
  ],
};

// The Arabic complaints procedure, the twin of en/complaints.ts.
import { contactFormHref } from "../../site/contact-urls";
import { arabicCount } from "../../i18n/arabic-count";
import { arabicNouns } from "../../i18n/arabic-nouns";
import { ltr, phrase } from "../../i18n/bidi";
import { localizedPath } from "../../i18n/locale";
import { complaintPromises, exampleReference } from "../../domain/catalog";
import { siteConfig } from "../../domain/site-config";
import type { ComplaintsContent } from "../complaints";
import { home } from "./home";
import { aroundTheClock, regulator, storeOpeningHours } from "./phrases";

const brand = siteConfig.arabicBrandName;
const phone = { text: [ltr(siteConfig.phone.display)], href: siteConfig.phone.href };
const email = { text: [ltr(siteConfig.email.address)], href: siteConfig.email.href };
const complaintForm = contactFormHref("ar", "complaint");
/** The form's own label for the choice, so the page names what the visitor will see. */
const complaintChoice = home.contact.form.complaint.label;
const workingDays = (value: number) => arabicCount(value, arabicNouns.workingDay, "genitive");
const days = (value: number) => arabicCount(value, arabicNouns.day, "genitive");
const { acknowledgeWithinWorkingDays, mostResolvedWithinWorkingDays, finalAnswerWithinDays } =
  complaintPromises;

export const complaints: ComplaintsContent = {
  meta: {
    title: "الشكاوى",
    description: `كيف تقدّم شكوى إلى ${brand} بالهاتف أو البريد الإلكتروني أو في المتجر أو عبر الإنترنت، وما نلتزم به ومتى، وكيف تصعّد شكواك إلى الهيئة.`,
  },
  heading: "الشكاوى",
  lastUpdated: "2026-11-25",
  lastUpdatedLabel: "آخر تحديث",
  numbered: false,
  intro: [
    "إذا واجهت مشكلة في خطك أو في فاتورتك أو في طريقة تعاملنا معك، فأخبرنا بها. توضّح هذه الصفحة كيف تقدّم شكوى، وما يحدث بعدها ومتى، وإلى أين تتجه إذا لم يحلّ ردّنا المشكلة.",
    [
      "تقديم الشكوى مجاني، بالعربية أو الإنجليزية، عبر أي قناة تناسبك. وأسرع طريقة عبر الإنترنت هي ",
      { text: "نموذج التواصل", href: complaintForm },
      `، مع تحديد خيار «${complaintChoice}».`,
    ],
  ],
  sections: [
    {
      id: "how-to-complain",
      heading: "كيف تقدّم شكوى",
      blocks: [
        "تصل القنوات كلها إلى فريق خدمة العملاء نفسه، وتنطبق عليها الالتزامات نفسها.",
        {
          pairs: [
            { term: "الهاتف", detail: ["اتصل بنا مجاناً على ", phone, `، ${aroundTheClock}.`] },
            {
              term: "البريد الإلكتروني",
              detail: ["راسلنا على ", email, "، واذكر رقم الجوال الذي تتعلق به شكواك."],
            },
            {
              term: "في المتجر",
              detail: `زر متجرنا في شارع الشيخ زايد بدبي، وهو ${storeOpeningHours}.`,
            },
            {
              term: "عبر الإنترنت",
              detail: [
                "أرسل شكواك عبر ",
                { text: "نموذج التواصل", href: complaintForm },
                ` مع تحديد خيار «${complaintChoice}»، ولا يلزمك حساب لدينا.`,
              ],
            },
          ],
        },
        "أخبرنا بما حدث ومتى، وبرقم الجوال المعني، وبما تريد منا أن نفعله. وإن كانت الشكوى عن فاتورة، فاذكر شهر الفوترة. ولا ترسل إلينا أبداً كلمة مرور أو رمزاً سرياً أو رقم بطاقة كاملاً.",
      ],
    },
    {
      id: "reference",
      heading: "الرقم المرجعي",
      blocks: [
        phrase`تحصل كل شكوى على رقم مرجعي فوراً: ثمانية أحرف وأرقام في مجموعتين، مثل ${ltr(exampleReference)}. ولا يتضمن أي حرف يشبه رقماً، فتسهل قراءته عبر الهاتف.`,
        {
          list: [
            "بالهاتف أو في المتجر: يعطيك إياه الموظف الذي تتحدث إليه قبل نهاية المحادثة.",
            "عبر نموذج التواصل: يظهر على الشاشة فور إرسال شكواك.",
            "بالبريد الإلكتروني: تجده في ردّنا الأول.",
          ],
        },
        "اذكره كلما تواصلت معنا بشأن الشكوى نفسها، فلا تضطر إلى شرحها مرتين.",
      ],
    },
    {
      id: "our-promises",
      heading: "التزاماتنا ومواعيدها",
      blocks: [
        {
          pairs: [
            { term: "الرقم المرجعي", detail: "فوراً، أياً كانت القناة التي تستخدمها." },
            {
              term: "تأكيد الاستلام",
              detail: `خلال ${workingDays(acknowledgeWithinWorkingDays)}: نؤكد استلام شكواك ونخبرك بمن يتولاها.`,
            },
            {
              term: "حل الشكوى",
              detail: `تُحل معظم الشكاوى خلال ${workingDays(mostResolvedWithinWorkingDays)}. وإذا احتاجت شكواك إلى وقت أطول، مثلاً لفحص الشبكة في منطقتك، فإننا نخبرك بالسبب وبموعد الرد.`,
            },
            {
              term: "الرد النهائي",
              detail: `خلال ${days(finalAnswerWithinDays)} من تقديم شكواك، كتابةً: ما توصلنا إليه، وما فعلناه، ولماذا.`,
            },
          ],
        },
        "أيام العمل من الاثنين إلى الجمعة، عدا العطلات الرسمية في الإمارات.",
      ],
    },
    {
      id: "escalation",
      heading: "إذا لم تكن راضياً: تصعيد الشكوى إلى الهيئة",
      blocks: [
        `تنظّم ${regulator} قطاع الاتصالات في الإمارات وتحمي مصالح المستهلكين. ويمكنك تصعيد شكواك إلى الهيئة إذا:`,
        {
          list: [
            "لم تكن راضياً عن ردّنا النهائي؛ أو",
            `لم يصلك ردّنا النهائي بعد مرور ${days(finalAnswerWithinDays)} على تقديم شكواك.`,
          ],
        },
        [
          "قدّم إلى الهيئة الرقم المرجعي لشكواك وردّنا النهائي إن وُجد. وتشرح ",
          { text: "خدمة شكاوى المستهلكين لدى الهيئة", href: siteConfig.regulatorComplaints.ar },
          " كيف تقدّم الشكوى.",
        ],
        "لا يكلّفك تصعيد الشكوى شيئاً لدينا، ولا يتغير تعاملنا معك بسببه.",
      ],
    },
    {
      id: "website",
      heading: "هل يصعب عليك استخدام شيء في هذا الموقع؟",
      blocks: [
        [
          "يشرح ",
          { text: "بيان إمكانية الوصول", href: localizedPath("ar", "/accessibility") },
          " كيف تبلغنا عن عائق، ومتى نرد عليك.",
        ],
      ],
    },
  ],
};

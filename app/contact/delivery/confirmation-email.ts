/**
 * The confirmation a visitor is emailed after asking to join, in the language of the page they
 * asked from: the words are the content module's (app/content/<locale>/signup-confirmation.ts),
 * filled here with what they chose. Plain text; in Arabic each left-to-right run (a reference,
 * a number, eSIM) and each value the visitor typed is isolated with Unicode's own marks, which
 * a mail client lays out as the page lays out its `<bdi>`, so no run reorders the line it is in.
 */
import type { StoredContactMessage } from "../messages/message-types";
import { emirateName } from "../../domain/emirates";
import { joiningPolicy, type SignupDetails } from "../../domain/signup";
import type { EmailSettings } from "../../settings/delivery-settings";
import { isLtrRun, ltr, type LtrRun, type Phrase, phraseParts } from "../../i18n/bidi";
import { formatHourOfDay } from "../../i18n/format";
import type { Locale } from "../../i18n/locale";
import { fillSlots } from "../../i18n/slots";
import { typedText } from "../../i18n/typed-text";
import { wordsOf } from "../../content/words.server";
import { encodedWords, messageIdOf, oneLine, PLAIN_ADDRESS } from "./mail-parts";
import {
  callDay,
  type CollectionStore,
  dialledInUae,
  intlLocaleOf,
  localeOf,
  planFacts,
  storeFacts,
} from "./signup-facts";

/** Left-to-right isolate, first-strong isolate, and the mark that closes either. */
const LRI = "\u2066";
const FSI = "\u2068";
const PDI = "\u2069";

/** A phrase as the mail's text: in Arabic its runs isolated left to right. */
function textOf(phrase: Phrase, locale: Locale): string {
  return phraseParts(phrase)
    .map((part) => {
      if (!isLtrRun(part)) return part;
      return locale === "ar" ? `${LRI}${part.ltr}${PDI}` : part.ltr;
    })
    .join("");
}

/**
 * What a visitor typed, as typed text (no bidi controls of their own); in Arabic isolated in the
 * direction its own first letter gives, so an English address stays whole in an Arabic line.
 */
function typed(text: string, locale: Locale): string {
  const plain = typedText(text);
  return locale === "ar" ? `${FSI}${plain}${PDI}` : plain;
}

/** The confirmation's lines, in the order the words' type lists them. */
export function confirmationBodyOf(
  message: StoredContactMessage,
  signup: SignupDetails,
  stores: readonly CollectionStore[],
): string {
  const locale = localeOf(message);
  const intlLocale = intlLocaleOf(locale);
  const words = wordsOf(locale, "signup-confirmation");
  const { choices } = words;
  const line = (template: Phrase, values: Record<string, Phrase | LtrRun> = {}) =>
    textOf(fillSlots(template, values), locale);
  const { number, sim, fulfilment, call } = signup;
  const plan = planFacts(signup.plan, locale);
  const choiceLines = [
    number.choice === "new"
      ? line(choices.newNumber)
      : line(choices.keepNumber, {
          mobile: ltr(dialledInUae(number.mobile)),
          operator: choices.operators[number.operator],
        }),
    sim.kind === "sim"
      ? line(choices.sim)
      : sim.device === null
        ? line(choices.esim)
        : line(choices.esimFor, { device: typed(sim.device, locale) }),
    fulfilment.kind === "store"
      ? line(choices.store, storeFacts(stores, fulfilment.storeId, locale))
      : line(choices.delivery, {
          address: typed(fulfilment.address, locale),
          area: typed(fulfilment.area, locale),
          emirate: emirateName(fulfilment.emirate, locale),
        }),
  ];
  const hour = (value: number) => formatHourOfDay(value, intlLocale);
  const callLine = line(words.call.line, {
    date: callDay(call, locale),
    from: hour(call.fromHour),
    to: hour(call.fromHour + joiningPolicy.slotHours),
    phone: ltr(dialledInUae(typedText(message.phone ?? ""))),
  });
  const bullet = (text: string) => `• ${text}`;
  return [
    line(words.greeting, { name: typed(message.name, locale) }),
    "",
    line(words.intro),
    "",
    line(words.reference, { reference: ltr(message.reference) }),
    "",
    line(words.plan.heading),
    line(words.plan.line, { plan: plan.name, price: plan.price }),
    "",
    line(choices.heading),
    ...choiceLines.map(bullet),
    "",
    line(words.call.heading),
    callLine,
    "",
    line(words.ready.heading),
    ...words.ready.items.map((item) => bullet(line(item))),
    "",
    line(words.nothingToPay),
    "",
    ...(sim.kind === "esim" ? [line(words.esimCode), ""] : []),
    ...(number.choice === "keep" ? [line(words.numberMove), ""] : []),
    line(words.help),
    "",
    line(words.signature),
    "",
  ].join("\n");
}

/**
 * The confirmation for one sign-up, as nodemailer takes it, or undefined when the address the
 * visitor gave is not one plain address: nothing else may become a recipient.
 */
export function composeConfirmation(
  message: StoredContactMessage,
  signup: SignupDetails,
  settings: EmailSettings,
  stores: readonly CollectionStore[],
) {
  const address = message.email.trim();
  if (!PLAIN_ADDRESS.test(address)) return undefined;
  const locale = localeOf(message);
  const subject = fillSlots(wordsOf(locale, "signup-confirmation").subject, {
    reference: ltr(message.reference),
  });
  return {
    from: settings.from,
    to: { name: encodedWords(oneLine(message.name, 80)), address },
    // The visitor's address alone, whatever a header might say.
    envelope: { from: settings.from.address, to: [address] },
    subject: encodedWords(oneLine(textOf(subject, locale))),
    messageId: messageIdOf(message, settings.from.address, "confirmation"),
    date: new Date(),
    headers: { "Content-Language": locale },
    text: confirmationBodyOf(message, signup, stores),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

import { formatNumber } from "../i18n/format";

/**
 * A sentence for a count, by the plural category of `Intl.PluralRules`; `{count}` is the
 * figure. The same shape as the pages' words declare it (app/content/types.ts).
 */
export type CountMessages = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** `{count}` in the message of the count's plural category, the figure in Western digits. */
export function countMessage(messages: CountMessages, count: number, intlLocale: string): string {
  const category = new Intl.PluralRules(intlLocale).select(count);
  const message = messages[category] ?? messages.other;
  return message.replace("{count}", formatNumber(count, intlLocale));
}

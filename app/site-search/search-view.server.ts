import { wordsOf } from "../content/words.server";
import type { SearchContent } from "../content/search";
import { siteConfig } from "../domain/site-config";
import { type Phrase, plainText } from "../i18n/bidi";
import { type Locale, localizedPath } from "../i18n/locale";
import { fillSlots } from "../i18n/slots";
import { countMessage } from "../search/count-sentence";
import {
  type AnswerMoment,
  lineAt,
  type SearchKind,
  searchSite,
  type SiteIndex,
} from "../search/site-index";
import { contactFormHref } from "../site/contact-urls";
import { searchPagePath } from "../site/paths";
import { SEARCH_QUERY_PARAM } from "../site/query-params";

/** Answers a group lists on the page; more are counted. */
const ANSWERS_A_KIND = 5;
/** Suggestions shown as one types. */
export const SUGGESTIONS = 6;

/** One answer as the page lists it. */
export interface AnswerView {
  title: string;
  line: Phrase;
  href: string;
}

export interface GroupView {
  kind: SearchKind;
  heading: string;
  answers: AnswerView[];
  /** "and 3 more like these", or "". */
  more: string;
}

/** A way to ask us, when the search found nothing. */
export interface WayToAsk {
  text: Phrase;
  href: string;
}

/** Everything the search page shows, for the page as prerendered (no query) or an answer. */
export interface SearchView {
  words: SearchContent;
  action: string;
  param: string;
  query: string;
  examples: { query: string; tells: string; href: string }[];
  answer:
    | { found: true; status: string; closest: boolean; groups: GroupView[] }
    | { found: false; ways: WayToAsk[] }
    | null;
}

/** The index a question is asked of, and the moment it is answered at. */
export interface Asked {
  index: SiteIndex;
  moment: AnswerMoment;
}

/**
 * The search page in a language: its examples, and the answer to `query` from `asked` (null
 * for the page as prerendered, which has no query).
 */
export function searchView(locale: Locale, query: string, asked: Asked | null): SearchView {
  const words = wordsOf(locale, "search");
  const { intlLocale } = wordsOf(locale, "layout");
  const action = localizedPath(locale, searchPagePath);
  const hrefOf = (asked: string) =>
    `${action}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: asked })}`;
  const base = {
    words,
    action,
    param: SEARCH_QUERY_PARAM,
    query,
    examples: words.examples.map((example) => ({ ...example, href: hrefOf(example.query) })),
  };
  if (query === "" || asked === null) return { ...base, query: "", answer: null };
  const { index, moment } = asked;
  const { groups, closest } = searchSite(index, query, ANSWERS_A_KIND);
  if (groups.length === 0)
    return { ...base, answer: { found: false, ways: waysToAsk(locale, words) } };
  const count = groups.reduce((sum, group) => sum + group.entries.length + group.more, 0);
  return {
    ...base,
    answer: {
      found: true,
      status: countMessage(words.found, count, intlLocale),
      closest,
      groups: groups.map((group) => ({
        kind: group.kind,
        heading: words.kinds[group.kind],
        answers: group.entries.map((entry) => ({
          title: entry.title,
          line: lineAt(entry, moment),
          href: entry.href,
        })),
        more: group.more > 0 ? countMessage(words.more, group.more, intlLocale) : "",
      })),
    },
  };
}

/** The ways to ask us the site names everywhere: the care line, from abroad, email, the form. */
function waysToAsk(locale: Locale, words: SearchContent): WayToAsk[] {
  const { phone, phoneFromAbroad, email } = siteConfig;
  return [
    { text: fillSlots(words.none.call, { phone: { ltr: phone.display } }), href: phone.href },
    {
      text: fillSlots(words.none.callFromAbroad, { phone: { ltr: phoneFromAbroad.display } }),
      href: phoneFromAbroad.href,
    },
    { text: fillSlots(words.none.email, { email: { ltr: email.address } }), href: email.href },
    { text: words.none.form, href: contactFormHref(locale) },
    { text: words.none.complaint, href: contactFormHref(locale, "complaint") },
  ];
}

/** What the suggestions answer: the list's name, the sentence said aloud, the first answers. */
export interface Suggestions {
  label: string;
  status: string;
  suggestions: { kind: string; title: string; line: string; href: string }[];
}

/** The first answers to what is being typed, across the kinds, for the field's list. */
export function suggestionsOf(
  locale: Locale,
  query: string,
  { index, moment }: Asked,
): Suggestions {
  const words = wordsOf(locale, "search");
  const { intlLocale } = wordsOf(locale, "layout");
  const groups = query === "" ? [] : searchSite(index, query, SUGGESTIONS).groups;
  // Each kind's best first, then each kind's second, so one kind cannot fill the list.
  const found = Array.from({ length: SUGGESTIONS }, (_, rank) =>
    groups.flatMap((group) => {
      const entry = group.entries[rank];
      return entry
        ? [
            {
              kind: words.kinds[group.kind],
              title: entry.title,
              line: plainText(lineAt(entry, moment)),
              href: entry.href,
            },
          ]
        : [];
    }),
  )
    .flat()
    .slice(0, SUGGESTIONS);
  return {
    label: words.suggestions.label,
    status:
      found.length === 0
        ? words.suggestions.none
        : countMessage(words.suggestions.count, found.length, intlLocale),
    suggestions: found,
  };
}

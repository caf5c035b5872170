import { coverageSearchEntries } from "../coverage/search-entries.server";
import { wordsOf } from "../content/words.server";
import type { Locale } from "../i18n/locale";
import {
  problemsByArea,
  statusAnswersKey,
  statusSearchEntries,
} from "../network-status/search-entries.server";
import type { Notice, NoticesSnapshot } from "../network-status/network-status.server";
import type { NetworkStatusContext } from "../network-status/network-status-context";
import { deviceSearchEntries } from "../phone-check/search-entries.server";
import { joinSearchEntries } from "../join/search-entries.server";
import { planSearchEntries } from "../plans/search-entries.server";
import { rateSearchEntries } from "../rates/search-entries.server";
import type { AnswerMoment, SiteIndex } from "../search/site-index";
import { siteIndex } from "../search/site-index";
import { headingSearchEntries, type PageHeadings } from "../site-search/page-headings";
import { devicesPagePath, searchPagePath } from "../site/paths";
import { storeAnswersKey, storeSearchEntries } from "../stores/search-entries.server";

/**
 * The site search's index of a language, made once a process from the modules the pages render
 * (the tariffs, the teams' files, the words) and the headings of the build's pages, and held in
 * memory: each feature makes its own entries, and this route composes them, as no feature may
 * import another (docs/decisions/094-the-site-search-index.md).
 */
const made = new WeakMap<readonly PageHeadings[], Map<Locale, SiteIndex>>();

export function siteSearchIndex(locale: Locale, pages: readonly PageHeadings[]): SiteIndex {
  const byLocale = made.get(pages) ?? new Map<Locale, SiteIndex>();
  made.set(pages, byLocale);
  const kept = byLocale.get(locale);
  if (kept) return kept;
  const index = siteIndex([
    ...planSearchEntries(locale),
    ...deviceSearchEntries(locale),
    ...joinSearchEntries(locale),
    ...rateSearchEntries(locale),
    ...coverageSearchEntries(locale),
    ...storeSearchEntries(locale),
    ...statusSearchEntries(locale),
    // The devices page is answered by its own entries, with the words it is asked with.
    ...headingSearchEntries(
      pages,
      locale,
      wordsOf(locale, "search").lines.onPage,
      (path) => path.endsWith(searchPagePath) || path.endsWith(devicesPagePath),
    ),
  ]);
  byLocale.set(locale, index);
  return index;
}

/** What the answers are said with now: the clock, and the notices the process holds. */
export async function answerMomentOf(status: NetworkStatusContext): Promise<AnswerMoment> {
  const now = new Date();
  const snapshot = await status.notices();
  return { now: now.getTime(), problemsIn: problemsByArea(snapshot, now) };
}

/**
 * What every answer's changing line depends on at `now`, as a key: the notices in force and the
 * stores' opening, so the server keeps a search's answers until one of them changes
 * (server/request-listener.ts), not merely until the notices are read again.
 */
export function answersKeyAt(snapshot: NoticesSnapshot<Notice>, now: number): string {
  return `${storeAnswersKey(now)}|${statusAnswersKey(snapshot, new Date(now))}`;
}

import { wordsOf } from "../content/words.server";
import { communities } from "../domain/communities";
import { emirates } from "../domain/emirates";
import { type Locale, localizedPath } from "../i18n/locale";
import { countMessage } from "../search/count-sentence";
import { searchNames } from "../search/matching";
import type { SearchEntry } from "../search/site-index";
import { networkStatusPagePath } from "../site/paths";
import { AREA_PARAM } from "../site/query-params";
import { AREAS, areaIndex } from "./areas";
import type { NoticesSnapshot } from "./notice-cache";
import type { Notice } from "./notice-queries";
import { isCurrent } from "./status-view";

/** Other names of each area, in either script: an emirate's spellings, a community's aliases. */
const aliasesById = new Map<string, readonly string[]>([
  ...emirates.map(({ id, aliases }): [string, readonly string[]] => [id, aliases]),
  ...communities.map(({ id, aliases }): [string, readonly string[]] => [
    id,
    [...aliases.en, ...aliases.ar],
  ]),
]);

/**
 * Every area a notice can name, as the site search answers it: whether a notice in force touches
 * it now ("Dubai: no known problems now"), found by its names and aliases in either script,
 * leading to the status page's check of that area. Counted when the question is asked.
 */
export function statusSearchEntries(locale: Locale): SearchEntry[] {
  const words = wordsOf(locale, "search").lines;
  const { intlLocale } = wordsOf(locale, "layout");
  return AREAS.map((area) => {
    const query = new URLSearchParams({ [AREA_PARAM]: area.name[locale] });
    return {
      kind: "status",
      names: searchNames([
        area.id,
        area.name.en,
        area.name.ar,
        ...(aliasesById.get(area.id) ?? []),
      ]),
      codes: [],
      title: area.name[locale],
      line: ({ problemsIn }) => {
        const count = problemsIn(area.id);
        return count === 0
          ? words.statusClear
          : countMessage(words.statusProblems, count, intlLocale);
      },
      href: `${localizedPath(locale, networkStatusPagePath)}?${query}`,
    };
  });
}

/**
 * How many notices in force touch each area, from the notices the process holds (an emirate's
 * notice touches its communities, a community's its emirate), worked out once a snapshot.
 */
export function problemsByArea(
  snapshot: NoticesSnapshot<Notice>,
  now: Date,
): (areaId: string) => number {
  const index = areaIndex();
  const current = snapshot.notices.filter((notice) => isCurrent(notice, now));
  if (current.length === 0) return () => 0;
  const counts = new Map(
    AREAS.map((area) => [
      area.id,
      current.filter((notice) => index.touches(notice.areas, area)).length,
    ]),
  );
  return (areaId) => counts.get(areaId) ?? 0;
}

/**
 * What the status answers say at `now`, as a key: the notices in force and when each last
 * changed. A new read of the same notices is the same key, so answers said from them are kept.
 */
export function statusAnswersKey(snapshot: NoticesSnapshot<Notice>, now: Date): string {
  return snapshot.notices
    .filter((notice) => isCurrent(notice, now))
    .map((notice) => `${notice.id}@${notice.changedAt}:${notice.areas.join(",")}`)
    .sort()
    .join(";");
}

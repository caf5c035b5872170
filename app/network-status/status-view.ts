/**
 * What the public page shows, worked out from the notices a process has: current problems
 * grouped by emirate and ordered by service, planned works ahead by when they start, what was
 * resolved lately, and the answer to "check your area". Plain data, rendered by the page.
 */
import { emirateIds } from "../domain/emirates";
import { type Area, type AreaIndex, areaIndex } from "./areas";
import { SERVICES } from "./notice-input";
import type { NoticesSnapshot } from "./notice-cache";
import type { Notice } from "./notice-queries";
import type { NetworkStatusWords } from "../content/network-status";
import { type Phrase, joinPhrases } from "../i18n/bidi";
import { formatSavedAt } from "../i18n/format";
import type { Locale } from "../i18n/locale";

export interface TimeView {
  label: string;
  iso: string;
  text: string;
}

export interface NoticeView {
  id: string;
  kind: Notice["kind"];
  kindLabel: string;
  title: string;
  description: string;
  /** The services it touches, in one sentence. */
  services: Phrase;
  areas: string[];
  times: TimeView[];
  updates: { iso: string; text: string; body: string }[];
  resolution?: string;
}

export interface StatusView {
  current: { emirate: string; notices: NoticeView[] }[];
  planned: NoticeView[];
  resolved: NoticeView[];
  /** The answer to "check your area", when one was asked. */
  check?:
    | { typed: string; known: false }
    | { typed: string; known: true; area: string; notices: { id: string; title: string }[] };
  /** The areas a visitor may type, in the page's language, for the field's suggestions. */
  areaNames: string[];
  stale: boolean;
  neverRead: boolean;
}

const serviceOrder = (notice: Notice) =>
  Math.min(...notice.services.map((service) => SERVICES.indexOf(service)));

/** Whether a notice is in force at `now` (started and not resolved). */
export const isCurrent = (notice: Notice, now: Date) =>
  notice.resolvedAt === undefined && Date.parse(notice.startsAt) <= now.getTime();

export function statusView(
  snapshot: NoticesSnapshot<Notice>,
  {
    locale,
    intlLocale,
    words,
    area,
    now = new Date(),
    areas = areaIndex(),
  }: {
    locale: Locale;
    intlLocale: string;
    words: NetworkStatusWords;
    area?: string;
    now?: Date;
    areas?: AreaIndex;
  },
): StatusView {
  const at = (label: string, iso: string): TimeView => ({
    label,
    iso,
    text: formatSavedAt(new Date(iso), intlLocale),
  });
  const nameOf = (id: string) => areas.byId(id)?.name[locale] ?? id;
  const view = (notice: Notice): NoticeView => {
    const started = Date.parse(notice.startsAt) <= now.getTime();
    return {
      id: notice.id,
      kind: notice.kind,
      kindLabel: words.kinds[notice.kind],
      title: notice.title[locale],
      description: notice.description[locale],
      services: joinPhrases(
        [...notice.services]
          .sort((a, b) => SERVICES.indexOf(a) - SERVICES.indexOf(b))
          .map((service) => words.services[service]),
        words.separator,
      ),
      areas: notice.areas.map(nameOf),
      times: [
        at(started ? words.labels.started : words.labels.starts, notice.startsAt),
        ...(notice.expectedEndAt && !notice.resolvedAt
          ? [at(words.labels.expectedEnd, notice.expectedEndAt)]
          : []),
        ...(notice.resolvedAt ? [at(words.labels.resolved, notice.resolvedAt)] : []),
      ],
      updates: notice.updates.map((update) => ({
        iso: update.at,
        text: formatSavedAt(new Date(update.at), intlLocale),
        body: update.text[locale],
      })),
      ...(notice.resolution && { resolution: notice.resolution[locale] }),
    };
  };

  const { notices } = snapshot;
  const current = notices
    .filter((notice) => isCurrent(notice, now))
    .sort((a, b) => serviceOrder(a) - serviceOrder(b) || b.startsAt.localeCompare(a.startsAt));
  const planned = notices
    .filter((notice) => notice.resolvedAt === undefined && !isCurrent(notice, now))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const resolved = notices
    .filter((notice) => notice.resolvedAt !== undefined)
    .sort((a, b) => (b.resolvedAt ?? "").localeCompare(a.resolvedAt ?? ""));

  const byEmirate = emirateIds.flatMap((emirate) => {
    const touching = current.filter((notice) => areas.emiratesOf(notice.areas).includes(emirate));
    return touching.length === 0 ? [] : [{ emirate: nameOf(emirate), notices: touching.map(view) }];
  });

  return {
    current: byEmirate,
    planned: planned.map(view),
    resolved: resolved.map(view),
    ...(area !== undefined && area.trim() !== "" && { check: checkArea(area.trim()) }),
    areaNames: areas.all.map((each) => each.name[locale]),
    stale: snapshot.stale,
    neverRead: snapshot.readAt === undefined,
  };

  function checkArea(typed: string): StatusView["check"] {
    const found: Area | undefined = areas.find(typed);
    if (!found) return { typed, known: false };
    const touching = [...current, ...planned].filter((notice) =>
      areas.touches(notice.areas, found),
    );
    return {
      typed,
      known: true,
      area: found.name[locale],
      notices: touching.map((notice) => ({ id: notice.id, title: notice.title[locale] })),
    };
  }
}

/** Whether an outage or a degradation is in force somewhere now (the home page's notice). */
export function anyCurrentProblem(notices: Notice[], now = new Date()): boolean {
  return notices.some((notice) => notice.kind !== "planned" && isCurrent(notice, now));
}

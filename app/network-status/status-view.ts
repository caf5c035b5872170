/**
 * What the public page shows, worked out from the notices a process has: current problems
 * grouped by emirate and ordered by service, planned works ahead by when they start, what was
 * resolved lately, and the answer to "check your area". Plain data, rendered by the page.
 */
import { type EmirateId, emirateIds } from "../domain/emirates";
import { type Area, type AreaIndex, areaIndex } from "./areas";
import { SERVICES } from "./notice-input";
import type { NoticesSnapshot } from "./notice-cache";
import type { Notice } from "./notice-queries";
import type { NetworkStatusWords } from "../content/network-status";
import { type Phrase, joinPhrases } from "../i18n/bidi";
import { formatSavedAt, formatUaeClock } from "../i18n/format";
import type { Locale } from "../i18n/locale";
import { fillSlots } from "../i18n/slots";
import { AREA_PARAM } from "../site/query-params";

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

/**
 * The network as a whole, by the worst notice in force: an outage, slower service, planned
 * works under way, nothing; or unknown when the notices could never be read.
 */
export type SummaryLevel = "outage" | "degradation" | "planned" | "ok" | "unknown";

/** An emirate's state, by the worst notice touching it now, or planned works ahead. */
export type EmirateState = "outage" | "degradation" | "planned" | "planned-ahead" | "ok";

/** One area a visitor's check found, with what touches it now or is planned there. */
export interface CheckedArea {
  /** Its name, and its emirate's for a community: "Jumeirah Lake Towers, Dubai". */
  area: string;
  notices: { id: string; title: string }[];
  /** For a community: what touches its emirate now or ahead, elsewhere than the community. */
  elsewhere?: { emirate: string; notices: { id: string; title: string }[] };
}

export interface StatusView {
  /** The banner: the state of the network, and when the notices it is worked out from were read. */
  summary: {
    level: SummaryLevel;
    /** When the notices shown were read, in UAE time; none when they never were. */
    checkedAt?: { iso: string; text: string };
  };
  /** One line per emirate, in their customary order, each leading to its area check. */
  emirates: { id: EmirateId; name: string; state: EmirateState; href: string }[];
  current: { emirate: string; notices: NoticeView[] }[];
  planned: NoticeView[];
  resolved: NoticeView[];
  /** The answer to "check your area", when one was asked. */
  check?:
    | { typed: string; known: false; suggestions: { name: string; href: string }[] }
    | ({ typed: string; known: true } & CheckedArea);
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

/** How many areas "check your area" offers when it cannot tell which one is meant. */
export const MOST_SUGGESTIONS = 5;

/** Worst first: what the banner and an emirate's line say when several notices touch it. */
const severity: readonly Notice["kind"][] = ["outage", "degradation", "planned"];
const worstOf = (notices: readonly Notice[]) =>
  severity.find((kind) => notices.some((notice) => notice.kind === kind));

let siteAreas: AreaIndex | undefined;

export function statusView(
  snapshot: NoticesSnapshot<Notice>,
  {
    locale,
    intlLocale,
    words,
    area,
    action,
    now = new Date(),
    areas = (siteAreas ??= areaIndex()),
  }: {
    locale: Locale;
    intlLocale: string;
    words: NetworkStatusWords;
    area?: string;
    /** The page's own path, in its language: where an area's check is asked. */
    action: string;
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

  const checkHref = (name: string) =>
    `${action}?${new URLSearchParams({ [AREA_PARAM]: name })}#check-heading`;
  const emirateLines = emirateIds.map((emirate) => {
    const touching = (notices: readonly Notice[]) =>
      notices.filter((notice) => areas.emiratesOf(notice.areas).includes(emirate));
    const name = nameOf(emirate);
    const state: EmirateState =
      worstOf(touching(current)) ?? (touching(planned).length > 0 ? "planned-ahead" : "ok");
    return { id: emirate, name, state, href: checkHref(name) };
  });
  const { readAt } = snapshot;
  const checkedAt = readAt && {
    iso: readAt.toISOString(),
    text: fillSlots(
      snapshot.stale ? words.banner.lastCheckedAt : words.banner.checkedAt,
      formatUaeClock(readAt, intlLocale),
    ),
  };

  return {
    summary: {
      level: readAt === undefined ? "unknown" : (worstOf(current) ?? "ok"),
      ...(checkedAt && { checkedAt }),
    },
    emirates: emirateLines,
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
    if (!found) {
      const suggestions = areas
        .candidates(typed)
        .slice(0, MOST_SUGGESTIONS)
        .map((candidate) => ({
          name: placeName(candidate),
          href: checkHref(candidate.name[locale]),
        }));
      return { typed, known: false, suggestions };
    }
    // A community answers with what touches it (a notice on its whole emirate included),
    // then with what touches the rest of its emirate.
    const open = [...current, ...planned];
    const touching = open.filter((notice) => areas.touches(notice.areas, found));
    const inEmirate = open.filter(
      (notice) =>
        !touching.includes(notice) && areas.emiratesOf(notice.areas).includes(found.emirate),
    );
    const listed = (notices: Notice[]) =>
      notices.map((notice) => ({ id: notice.id, title: notice.title[locale] }));
    return {
      typed,
      known: true,
      area: placeName(found),
      notices: listed(touching),
      ...(inEmirate.length > 0 && {
        elsewhere: { emirate: nameOf(found.emirate), notices: listed(inEmirate) },
      }),
    };
  }

  function placeName(place: Area): string {
    return place.id === place.emirate
      ? place.name[locale]
      : `${place.name[locale]}${words.separator}${nameOf(place.emirate)}`;
  }
}

/** Whether an outage or a degradation is in force somewhere now (the home page's notice). */
export function anyCurrentProblem(notices: Notice[], now = new Date()): boolean {
  return notices.some((notice) => notice.kind !== "planned" && isCurrent(notice, now));
}

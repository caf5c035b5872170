import { wordsOf } from "../content/words.server";
import { type Phrase } from "../i18n/bidi";
import { fillSlots } from "../i18n/slots";
import { formatNumber } from "../i18n/format";
import { type Locale, localizedPath } from "../i18n/locale";
import { typedParam } from "../i18n/typed-text";
import { countMessage } from "../search/count-sentence";
import { searchNames } from "../search/matching";
import { placesAnsweringWithSlips } from "../search/slips";
import { coveragePagePath, plansPagePath } from "../site/paths";
import { AREA_PARAM, MAX_AREA_LENGTH } from "../site/query-params";
import type { Community } from "../domain/community-data";
import { communities } from "../domain/communities";
import type { CoverageContent } from "../content/coverage";
import { type CoverageLevel, type Generation } from "../domain/coverage-levels";
import { type EmirateId, emirateIds } from "../domain/emirates";
import { byDistance } from "../domain/places";
import type { VisitorLocation } from "../domain/visitor-location";
import type { MapPin } from "../map/uae-map";
import { nearestWith5g } from "./nearest-5g";

/** The most communities the answer describes one by one; more, and it asks for more letters. */
export const MOST_ANSWERS = 5;

export type CoverageColumn = keyof CoverageContent["table"]["columns"];
const columns: { column: CoverageColumn; generation: Generation; where: "outdoor" | "indoor" }[] = [
  { column: "5g-outdoor", generation: "5g", where: "outdoor" },
  { column: "5g-indoor", generation: "5g", where: "indoor" },
  { column: "4g-outdoor", generation: "4g", where: "outdoor" },
  { column: "4g-indoor", generation: "4g", where: "indoor" },
];

/** A level as a cell shows it: its word, and the level for the cell's style. */
export interface LevelView {
  level: CoverageLevel;
  word: string;
}

export interface CommunityRowView {
  id: string;
  name: string;
  /** What the filter matches: every name and alias, folded, `|` apart. */
  search: string;
  hidden: boolean;
  levels: Record<CoverageColumn, LevelView>;
}

export interface EmirateGroupView {
  id: EmirateId;
  name: string;
  tableId: string;
  hidden: boolean;
  /** Whether its table is open at first: it holds what the visitor asked about. */
  open: boolean;
  rows: CommunityRowView[];
}

/** One community described in words, as the form's answer says it. */
export interface AreaAnswerView {
  id: string;
  /** "In Al Barsha, Dubai, a phone on our network gets:" */
  gets: string;
  outdoors: { generation: string; word: string }[];
  indoors: { generation: string; word: string }[];
  /** Where there is no 5G: saying so, and the nearest community with it. */
  no5g?: Phrase;
  nearest5g?: Phrase;
}

/** What the "check your area" form answers, for the request's `?area=`. */
export interface AreaCheckView {
  action: string;
  query: string;
  /** Whether the request asked (the form was sent), empty or not. */
  asked: boolean;
  problem?: "empty" | "no-match" | "outside" | "unreadable";
  /** For the visitor's location: the community nearest it, and how far. */
  here?: string;
  closest: boolean;
  answers: AreaAnswerView[];
  /** Said when more match than are described one by one. */
  several?: string;
}

/** A mark for the map: each community at its place, by the best it gets outdoors. */
export interface CoverageMark {
  id: string;
  longitude: number;
  latitude: number;
  kind: "5g" | "4g" | "none";
}

const generationName: Record<Generation, string> = { "5g": "5G", "4g": "4G" };

/** The query a request asks about, read as one typed line and cut to a length no name reaches. */
export function areaQueryOf(url: URL): { asked: boolean; query: string } {
  const query = typedParam(url.searchParams, AREA_PARAM, MAX_AREA_LENGTH);
  return { asked: query !== null, query: query ?? "" };
}

function placeName(community: Community, locale: Locale, content: CoverageContent): string {
  return `${community.names[locale]}${locale === "ar" ? "، " : ", "}${content.emirates[community.emirate]}`;
}

function answerFor(community: Community, locale: Locale, content: CoverageContent): AreaAnswerView {
  const levels = (where: "outdoor" | "indoor") =>
    (["5g", "4g"] as const).map((generation) => ({
      generation: generationName[generation],
      word: content.levels[community.coverage[generation][where]].name,
    }));
  const answer: AreaAnswerView = {
    id: community.id,
    gets: content.check.gets.replace("{place}", placeName(community, locale, content)),
    outdoors: levels("outdoor"),
    indoors: levels("indoor"),
  };
  if (community.coverage["5g"].outdoor !== "none") return answer;
  answer.no5g = fillSlots(content.check.no5g, { place: community.names[locale] });
  const nearest = nearestWith5g(community, communities);
  if (nearest) {
    const distance = distanceText(nearest.km, locale, content);
    answer.nearest5g = fillSlots(content.check.nearest5g, {
      place: placeName(nearest.community, locale, content),
      distance,
    });
  }
  return answer;
}

function distanceText(km: number, locale: Locale, content: CoverageContent): string {
  const { intlLocale } = wordsOf(locale, "layout");
  return `${formatNumber(Math.max(1, Math.round(km)), intlLocale)}\u00a0${content.check.km}`;
}

/**
 * Everything the coverage page shows, in a language, for a request's `?area=`, or the
 * visitor's location (`?lat=…&lng=…`, which wins): its nearest community answers.
 */
export function coverageView(
  locale: Locale,
  { asked: typed, query }: { asked: boolean; query: string },
  location: VisitorLocation = { asked: false },
) {
  const content = wordsOf(locale, "coverage");
  const { intlLocale } = wordsOf(locale, "layout");
  const action = localizedPath(locale, coveragePagePath);
  const keys = communities.map((community) =>
    searchNames([
      community.names.en,
      community.names.ar,
      ...community.aliases.en,
      ...community.aliases.ar,
    ]),
  );
  const asked = typed || location.asked;
  const located = location.asked && "at" in location ? location.at : undefined;
  const here = located ? byDistance(located, communities)[0] : undefined;
  const { answers, closest } = placesAnsweringWithSlips(keys, location.asked ? "" : query);
  const matched = location.asked
    ? here
      ? [here.item]
      : []
    : communities.filter((_, index) => answers[index]);
  // Whether the tables show only what was asked about: their emirates' tables open at first.
  const narrowed = matched.length > 0 && (location.asked || query !== "");
  // A query that finds nothing leaves the whole list in view, to look for the place in.
  const shown = new Set((matched.length > 0 ? matched : communities).map(({ id }) => id));

  const check: AreaCheckView = {
    action,
    query: location.asked ? "" : query,
    asked,
    closest: false,
    answers: [],
  };
  if (location.asked && "problem" in location) check.problem = location.problem;
  else if (here) {
    check.here = fillSlots(content.check.here, {
      place: placeName(here.item, locale, content),
      distance: distanceText(here.km, locale, content),
    });
    check.answers = [answerFor(here.item, locale, content)];
  } else if (asked && query === "") check.problem = "empty";
  else if (asked && matched.length === 0) check.problem = "no-match";
  else if (asked && matched.length > MOST_ANSWERS) {
    check.several = countMessage(content.check.several, matched.length, intlLocale);
  } else if (asked) {
    check.closest = closest;
    check.answers = matched.map((community) => answerFor(community, locale, content));
  }

  const groups: EmirateGroupView[] = emirateIds.map((emirate) => {
    const rows = communities
      .map((community, index) => ({ community, search: keys[index] ?? "" }))
      .filter(({ community }) => community.emirate === emirate)
      .map(({ community, search }) => ({
        id: community.id,
        name: community.names[locale],
        search,
        hidden: !shown.has(community.id),
        levels: Object.fromEntries(
          columns.map(({ column, generation, where }) => {
            const level = community.coverage[generation][where];
            return [column, { level, word: content.levels[level].name }];
          }),
        ) as Record<CoverageColumn, LevelView>,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, intlLocale));
    return {
      id: emirate,
      name: content.emirates[emirate],
      tableId: `emirate-${emirate}`,
      hidden: rows.every((row) => row.hidden),
      open: narrowed && rows.some((row) => !row.hidden),
      rows,
    };
  });

  const answered = new Set(check.answers.map(({ id }) => id));
  const answeredNames = communities
    .filter(({ id }) => answered.has(id))
    .map((community) => community.names[locale]);
  const filterStatus =
    !location.asked && query && matched.length > 0
      ? countMessage(content.filter.found, matched.length, intlLocale)
      : "";

  return {
    content,
    check,
    groups,
    filterStatus,
    total: communities.length,
    marks: communities.map((community): CoverageMark => ({
      id: community.id,
      longitude: community.longitude,
      latitude: community.latitude,
      kind:
        community.coverage["5g"].outdoor !== "none"
          ? "5g"
          : community.coverage["4g"].outdoor !== "none"
            ? "4g"
            : "none",
    })),
    // The communities the answer describes, pinned with their names; the map is framed on them.
    pins: communities
      .filter(({ id }) => answered.has(id))
      .map((community): MapPin => ({
        id: `pin-${community.id}`,
        longitude: community.longitude,
        latitude: community.latitude,
        label: community.names[locale],
      })),
    askedPin: location.asked ? content.map.nearestYou : content.map.asked,
    mapDescription:
      answeredNames.length > 0
        ? fillSlots(content.map.answered, {
            place: answeredNames.join(locale === "ar" ? "، " : ", "),
          })
        : content.map.description,
    plansHref: localizedPath(locale, plansPagePath),
  };
}

export type CoverageView = ReturnType<typeof coverageView>;

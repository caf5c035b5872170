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
  problem?: "empty" | "no-match";
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
  const { intlLocale } = wordsOf(locale, "layout");
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
    const distance = `${formatNumber(Math.max(1, Math.round(nearest.km)), intlLocale)}\u00a0${content.check.km}`;
    answer.nearest5g = fillSlots(content.check.nearest5g, {
      place: placeName(nearest.community, locale, content),
      distance,
    });
  }
  return answer;
}

/** Everything the coverage page shows, in a language, for a request's `?area=`. */
export function coverageView(locale: Locale, { asked, query }: { asked: boolean; query: string }) {
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
  const { answers, closest } = placesAnsweringWithSlips(keys, query);
  const matched = communities.filter((_, index) => answers[index]);
  // A query that finds nothing leaves the whole list in view, to look for the place in.
  const shown = new Set((matched.length > 0 ? matched : communities).map(({ id }) => id));

  const check: AreaCheckView = { action, query, asked, closest: false, answers: [] };
  if (asked && query === "") check.problem = "empty";
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
      rows,
    };
  });

  const filterStatus =
    query && matched.length > 0
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
    plansHref: localizedPath(locale, plansPagePath),
  };
}

export type CoverageView = ReturnType<typeof coverageView>;

/**
 * The places a notice can name: the seven emirates, and the communities within them. Every
 * check of an area (a notice's `areas`, a visitor's "check your area") goes through one index
 * made from one list: the emirates and the network team's communities.
 */
import { communities } from "../domain/communities";
import { type EmirateId, emirateIds, emirates } from "../domain/emirates";
import { foldAreaName } from "../search/fold-for-search";

export interface Area {
  /** `dubai`, `al-barsha`: lower case, digits and hyphens. */
  id: string;
  name: { en: string; ar: string };
  /** The emirate a community is in; an emirate is in itself. */
  emirate: EmirateId;
}

/** The emirates, each an area in itself. */
export const EMIRATES: readonly Area[] = emirates.map(({ id, name }) => ({
  id,
  name,
  emirate: id,
}));

/** The communities of the network team's coverage file, as areas: their ids are the file's. */
export const COMMUNITIES: readonly Area[] = communities.map(({ id, names, emirate }) => ({
  id,
  name: names,
  emirate,
}));

/** Every area a notice may name. */
export const AREAS: readonly Area[] = [...EMIRATES, ...COMMUNITIES];

export interface AreaIndex {
  /** The area with this id, if there is one. */
  byId(id: string): Area | undefined;
  /**
   * The area a visitor means: an id, or a name in either language, in any letter case, with
   * extra spaces, with or without the Arabic article's spelling variants of hamza and ta
   * marbuta; undefined when none is meant.
   */
  find(typed: string): Area | undefined;
  /** Whether a notice that names `noticeAreas` touches `area` (an emirate covers its communities). */
  touches(noticeAreas: readonly string[], area: Area): boolean;
  /** The emirates a notice's areas are in, in the emirates' order. */
  emiratesOf(noticeAreas: readonly string[]): EmirateId[];
  all: readonly Area[];
}

/** The one index every area check uses, made from a list of areas. */
export function areaIndex(areas: readonly Area[] = AREAS): AreaIndex {
  const byId = new Map(areas.map((area) => [area.id, area]));
  const byName = new Map<string, Area>();
  for (const area of areas) {
    // The first area a name is found for keeps it: an emirate before a city of its name.
    for (const name of [area.id, area.name.en, area.name.ar]) {
      if (!byName.has(foldAreaName(name))) byName.set(foldAreaName(name), area);
    }
  }
  return {
    all: areas,
    byId: (id) => byId.get(id),
    find: (typed) => {
      const folded = foldAreaName(typed);
      return folded === "" ? undefined : byName.get(folded);
    },
    touches(noticeAreas, area) {
      return noticeAreas.some((id) => {
        if (id === area.id) return true;
        const named = byId.get(id);
        if (!named) return false;
        // A notice on a whole emirate touches each community in it; one on a community
        // touches the emirate it is in.
        return (
          (named.id === named.emirate && area.emirate === named.id) ||
          (area.id === area.emirate && named.emirate === area.id)
        );
      });
    },
    emiratesOf(noticeAreas) {
      const emirates = new Set(noticeAreas.map((id) => byId.get(id)?.emirate));
      return emirateIds.filter((id) => emirates.has(id));
    },
  };
}

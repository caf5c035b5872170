/**
 * The places a notice can name: the seven emirates, and the communities within them. Every
 * check of an area (a notice's `areas`, a visitor's "check your area") goes through one index
 * made from one list: the emirates and the network team's communities. A visitor's words are
 * read by the place finder the stores page uses, over the names and aliases the coverage check
 * takes, so "JLT", "Marina" and "barsah" mean here what they mean there.
 */
import { communities } from "../domain/communities";
import { type EmirateId, emirateIds, emirates } from "../domain/emirates";
import { findPlace } from "../search/find-place";
import { placesAnsweringWithSlips } from "../search/slips";
import { searchNames } from "../search/matching";

export interface Area {
  /** `dubai`, `al-barsha`: lower case, digits and hyphens. */
  id: string;
  name: { en: string; ar: string };
  /** The emirate a community is in; an emirate is in itself. */
  emirate: EmirateId;
  /** Other names people know it by, in either script (`JLT`, `DXB`, `المارينا`). */
  aliases: readonly string[];
}

/** The emirates, each an area in itself. */
export const EMIRATES: readonly Area[] = emirates.map(({ id, name, aliases }) => ({
  id,
  name,
  emirate: id,
  aliases,
}));

/** The communities of the network team's coverage file, as areas: their ids are the file's. */
export const COMMUNITIES: readonly Area[] = communities.map(({ id, names, emirate, aliases }) => ({
  id,
  name: names,
  emirate,
  aliases: [...aliases.en, ...aliases.ar],
}));

/** Every area a notice may name. */
export const AREAS: readonly Area[] = [...EMIRATES, ...COMMUNITIES];

export interface AreaIndex {
  /** The area with this id, if there is one. */
  byId(id: string): Area | undefined;
  /**
   * The area a visitor means: an id, a name in either language or an alias, in any letter
   * case, spacing or spelling of hamza and ta marbuta, or a slip of the keyboard away from one
   * (the place finder's rules); undefined when none is meant, or two are meant equally.
   */
  find(typed: string): Area | undefined;
  /**
   * The areas a visitor may mean when `find` names none: those whose names begin with the
   * words typed, else the fewest slips away, as the coverage check finds its communities.
   */
  candidates(typed: string): Area[];
  /** Whether a notice that names `noticeAreas` touches `area` (an emirate covers its communities). */
  touches(noticeAreas: readonly string[], area: Area): boolean;
  /** The emirates a notice's areas are in, in the emirates' order. */
  emiratesOf(noticeAreas: readonly string[]): EmirateId[];
  all: readonly Area[];
}

/** The one index every area check uses, made from a list of areas. */
export function areaIndex(areas: readonly Area[] = AREAS): AreaIndex {
  const byId = new Map(areas.map((area) => [area.id, area]));
  let keys: string[] | undefined;
  return {
    all: areas,
    byId: (id) => byId.get(id),
    // The list's first area that has a name keeps it: an emirate before a city of its name.
    find: (typed) => findPlace(areas, typed),
    candidates(typed) {
      keys ??= areas.map((area) => searchNames([area.name.en, area.name.ar, ...area.aliases]));
      const { answers } = placesAnsweringWithSlips(keys, typed);
      return areas.filter((_, index) => answers[index]);
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

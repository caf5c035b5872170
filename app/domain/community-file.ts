import { z } from "zod";
import { foldForSearch } from "../search/fold-for-search.ts";
import { cell, oneOf } from "../team-files/cells.ts";
import { type FolderReader, teamFolder } from "../team-files/team-folder.ts";
import type { Community } from "./community-data.ts";
import { coverageLevels, generations, isBetter } from "./coverage-levels.ts";
import { emirateIds } from "./emirates.ts";
import { UAE_BOUNDS } from "./uae-bounds.ts";

/** The network team's file, in `coverage/` beside package.json. */
export const COMMUNITIES_FILE = "communities.csv";

/**
 * The box the UAE's land and islands lie in: a community outside it is a slipped digit or
 * swapped coordinates. A box, not the border: a point in Oman's Musandam or Qatar's sea near
 * the UAE passes, which the map (where such a mark stands out) is there to catch.
 */
export { UAE_BOUNDS };

const arabicLetter = /\p{Script=Arabic}/u;
const latinLetter = /\p{Script=Latin}/u;

/** A latitude or longitude in decimal degrees, within the UAE's box. */
function degrees(what: "latitude" | "longitude", min: number, max: number) {
  return cell((text) => {
    if (!/^\d{1,2}\.\d{1,6}$/.test(text)) {
      return { problem: `"${text}" is not a ${what} in decimal degrees (like 25.1972)` };
    }
    const value = Number(text);
    return value >= min && value <= max
      ? value
      : { problem: `"${text}" is outside the UAE (${what} ${min} to ${max})` };
  });
}

/** A name in one script: not empty, with letters of that script and none of the other. */
function nameIn(script: "en" | "ar") {
  return cell((text) => {
    const own = script === "en" ? latinLetter : arabicLetter;
    const other = script === "en" ? arabicLetter : latinLetter;
    if (text === "") return { problem: "is empty" };
    if (!own.test(text) || other.test(text)) {
      return {
        problem: `"${text}" is not written in ${script === "en" ? "English (Latin letters)" : "Arabic letters"}`,
      };
    }
    return text;
  });
}

/** Other names, `;` between them, each in the script of its column; may be empty. */
function aliasesIn(script: "en" | "ar") {
  const name = nameIn(script);
  return z.string().transform((text, context) => {
    const aliases = text
      .split(";")
      .map((alias) => alias.trim())
      .filter(Boolean);
    for (const alias of aliases) {
      const result = name.safeParse(alias);
      if (!result.success) {
        for (const issue of result.error.issues) {
          context.issues.push({ code: "custom", message: issue.message, input: text });
        }
      }
    }
    return aliases;
  });
}

const level = oneOf(coverageLevels, "coverage level");

/** One row of communities.csv, by column, and how each cell is read. */
export const communityCells = {
  id: cell((text) =>
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text)
      ? text
      : {
          problem: `"${text}" must be lower-case letters and digits joined by dashes (like al-barsha)`,
        },
  ),
  name_en: nameIn("en"),
  name_ar: nameIn("ar"),
  emirate: oneOf(emirateIds, "emirate"),
  latitude: degrees("latitude", UAE_BOUNDS.south, UAE_BOUNDS.north),
  longitude: degrees("longitude", UAE_BOUNDS.west, UAE_BOUNDS.east),
  "5g_outdoor": level,
  "5g_indoor": level,
  "4g_outdoor": level,
  "4g_indoor": level,
  aliases_en: aliasesIn("en"),
  aliases_ar: aliasesIn("ar"),
} as const;

/** The network team's files: one, a row per community. */
export const coverageFiles = { [COMMUNITIES_FILE]: z.object(communityCells) };

type CommunityRow = z.output<(typeof coverageFiles)[typeof COMMUNITIES_FILE]>;

function communityOf(row: CommunityRow): Community {
  return {
    id: row.id,
    names: { en: row.name_en, ar: row.name_ar },
    emirate: row.emirate,
    latitude: row.latitude,
    longitude: row.longitude,
    coverage: {
      "5g": { outdoor: row["5g_outdoor"], indoor: row["5g_indoor"] },
      "4g": { outdoor: row["4g_outdoor"], indoor: row["4g_indoor"] },
    },
    aliases: { en: row.aliases_en, ar: row.aliases_ar },
  };
}

/**
 * The rules of a row past its cells, and between rows: indoors never better than outdoors;
 * each id once and none an emirate's, each name once, and no alias that is also another community's name or alias,
 * so a visitor's search for a name finds one place. Names and aliases compare as the search
 * does (case, accents and Arabic letter forms aside).
 */
function checkCommunities(files: FolderReader<typeof coverageFiles>): Community[] {
  const problem = (line: number, reason: string) => files.problem(COMMUNITIES_FILE, line, reason);
  const rows = files.unique(COMMUNITIES_FILE, files.read(COMMUNITIES_FILE), (row) => row.id, "id");
  /** Each folded name or alias, and the community and line that first had it. */
  const callers = new Map<string, { id: string; line: number; written: string }>();
  for (const { line, row } of rows) {
    // The network status names an emirate and a community by the same kind of id.
    if ((emirateIds as readonly string[]).includes(row.id)) {
      problem(line, `id "${row.id}" is an emirate's: a community's id names the community alone`);
    }
    for (const generation of generations) {
      const outdoor = row[`${generation}_outdoor`];
      const indoor = row[`${generation}_indoor`];
      if (isBetter(indoor, outdoor)) {
        problem(
          line,
          `${generation}_indoor "${indoor}" is better than outdoors ("${outdoor}"): walls only weaken a signal`,
        );
      }
    }
    const names = [row.name_en, row.name_ar];
    const own = new Set<string>();
    for (const [index, written] of [...names, ...row.aliases_en, ...row.aliases_ar].entries()) {
      const key = foldForSearch(written);
      if (own.has(key)) continue;
      own.add(key);
      const earlier = callers.get(key);
      if (earlier) {
        const what = index < names.length ? "name" : "alias";
        problem(
          line,
          `${what} "${written}" also names ${earlier.id} (line ${earlier.line}, "${earlier.written}")`,
        );
      } else callers.set(key, { id: row.id, line, written });
    }
  }
  return rows.map(({ row }) => communityOf(row));
}

/** The network team's folder, `coverage/`, as the build reads it (app/team-folders.ts). */
export const coverageFolder = teamFolder({
  folder: "coverage",
  files: coverageFiles,
  check: checkCommunities,
});

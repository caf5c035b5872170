import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { TeamFileError } from "../team-files/csv-table";
import { PROJECT_ROOT } from "../team-files/team-folder";
import { COMMUNITIES_FILE, coverageFolder } from "./community-file";
import { isBetter } from "./coverage-levels";
import { emirateIds } from "./emirates";

const COVERAGE_DIR = path.join(PROJECT_ROOT, "coverage");

/** The network team's folder, copied for the running test to spoil. */
function copyOfCoverage(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), "sahab-coverage-"));
  onTestFinished(() => rmSync(copy, { recursive: true, force: true }));
  const directory = path.join(copy, "coverage");
  cpSync(COVERAGE_DIR, directory, { recursive: true });
  return directory;
}

/** The copy with the row starting `start` rewritten by `edit`; returns its line (1-based). */
function editRow(directory: string, start: string, edit: (row: string) => string): number {
  const file = path.join(directory, COMMUNITIES_FILE);
  const lines = readFileSync(file, "utf8").split("\n");
  const index = lines.findIndex((line) => line.startsWith(start));
  if (index < 0) throw new Error(`no row starts with ${start}`);
  lines[index] = edit(lines[index] ?? "");
  writeFileSync(file, lines.join("\n"));
  return index + 1;
}

function problemsOf(directory: string): string[] {
  try {
    coverageFolder.load(directory);
  } catch (error) {
    if (error instanceof TeamFileError) return error.message.split("\n");
    throw error;
  }
  throw new Error("the file loaded without a problem");
}

describe("the network team's file as it is kept", () => {
  const communities = coverageFolder.load();

  it("has at least 150 communities, in every emirate, each id once", () => {
    expect(communities.length).toBeGreaterThanOrEqual(150);
    for (const emirate of emirateIds) {
      expect(communities.filter((place) => place.emirate === emirate).length).toBeGreaterThan(5);
    }
    expect(new Set(communities.map(({ id }) => id)).size).toBe(communities.length);
  });

  it("says 5G in the big cities, 4G where people live, and the honest gaps", () => {
    const byId = new Map(communities.map((place) => [place.id, place]));
    for (const id of ["downtown-dubai", "al-khalidiyah", "al-majaz", "al-nuaimiya"]) {
      expect(byId.get(id)?.coverage["5g"].outdoor).toBe("strong");
    }
    for (const id of ["jebel-jais", "wadi-hatta", "moreeb-dune", "umm-az-zamul"]) {
      expect(byId.get(id)?.coverage["5g"].outdoor).toBe("none");
      expect(byId.get(id)?.coverage["4g"].indoor).toBe("none");
    }
    for (const place of communities) {
      expect(isBetter(place.coverage["5g"].indoor, place.coverage["5g"].outdoor)).toBe(false);
      expect(isBetter(place.coverage["4g"].indoor, place.coverage["4g"].outdoor)).toBe(false);
    }
  });
});

describe("a bad row stops the build with its file, line and reason", () => {
  const cases: { name: string; row: string; edit: (row: string) => string; reason: RegExp }[] = [
    {
      name: "an unknown emirate",
      row: "al-barsha,",
      edit: (row) => row.replace(",dubai,", ",dubayy,"),
      reason: /emirate "dubayy" is not a known emirate \(one of abu-dhabi, dubai/,
    },
    {
      name: "coordinates outside the UAE (latitude and longitude swapped)",
      row: "al-barsha,",
      edit: (row) => row.replace("25.1100,55.2000", "55.2000,25.1100"),
      reason:
        /latitude "55\.2000" is outside the UAE .*\n.*longitude "25\.1100" is outside the UAE/,
    },
    {
      name: "a level that is not one of the words",
      row: "al-barsha,",
      edit: (row) => row.replace("strong,good,strong,strong", "excellent,good,strong,strong"),
      reason:
        /5g_outdoor "excellent" is not a known coverage level \(one of strong, good, basic, none\)/,
    },
    {
      name: "indoors better than outdoors",
      row: "hatta,",
      edit: (row) => row.replace("basic,none,strong,good", "basic,good,strong,good"),
      reason: /5g_indoor "good" is better than outdoors \("basic"\)/,
    },
    {
      name: "an id listed twice",
      row: "al-quoz,",
      edit: (row) => row.replace("al-quoz,Al Quoz,القوز", "al-barsha,Al Quoz,القوز"),
      reason: /id al-barsha is listed again \(first on line \d+\)/,
    },
    {
      name: "an id that is an emirate's",
      row: "al-quoz,",
      edit: (row) => row.replace("al-quoz,Al Quoz,", "sharjah,Al Quoz,"),
      reason: /id "sharjah" is an emirate's/,
    },
    {
      name: "a name another community has",
      row: "al-quoz,",
      edit: (row) => row.replace("Al Quoz,القوز", "Al Barsha,القوز"),
      reason: /name "Al Barsha" also names al-barsha/,
    },
    {
      name: "an alias that names two communities",
      row: "jumeirah-lake-towers,",
      edit: (row) => row.replace(",JLT,", ",JLT;Marina,"),
      reason: /alias "Marina" also names dubai-marina/,
    },
    {
      name: "an Arabic name in Latin letters",
      row: "al-quoz,",
      edit: (row) => row.replace(",القوز,", ",Al Quoz,"),
      reason: /name_ar "Al Quoz" is not written in Arabic letters/,
    },
  ];

  for (const { name, row, edit, reason } of cases) {
    it(name, () => {
      const directory = copyOfCoverage();
      const line = editRow(directory, row, edit);
      const message = problemsOf(directory).join("\n");
      expect(message).toMatch(reason);
      expect(message).toContain(`coverage/communities.csv:${line}: `);
    });
  }

  it("a missing file", () => {
    const directory = copyOfCoverage();
    rmSync(path.join(directory, COMMUNITIES_FILE));
    expect(problemsOf(directory)).toEqual(["coverage/communities.csv: the file is missing"]);
  });
});

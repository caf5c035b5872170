import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { TariffError } from "./csv-table";
import { loadTariffs } from "./load-tariffs";
import { TARIFFS_DIR } from "./tariffs-plugin";

/** The real tariff files, copied to a folder of their own for one test to spoil. */
let copy = "";
function copyOfTariffs(): string {
  copy = mkdtempSync(path.join(os.tmpdir(), "sahab-tariffs-"));
  const directory = path.join(copy, "tariffs");
  cpSync(TARIFFS_DIR, directory, { recursive: true });
  return directory;
}
afterEach(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
  copy = "";
});

/** Replaces one line (1-based) of a file in the copy. */
function editLine(directory: string, file: string, line: number, edit: (text: string) => string) {
  const filePath = path.join(directory, file);
  const lines = readFileSync(filePath, "utf8").split("\n");
  lines[line - 1] = edit(lines[line - 1] ?? "");
  writeFileSync(filePath, lines.join("\n"));
}

/** The lines of the error loading the folder throws. */
function problemsOf(directory: string): string[] {
  try {
    loadTariffs(directory);
  } catch (error) {
    if (error instanceof TariffError) return error.message.split("\n");
    throw error;
  }
  throw new Error("the tariffs loaded without a problem");
}

/** The line of a file that starts with `start`. */
function lineOf(directory: string, file: string, start: string): number {
  const lines = readFileSync(path.join(directory, file), "utf8").split("\n");
  const index = lines.findIndex((text) => text.startsWith(start));
  if (index < 0) throw new Error(`no line starts with ${start}`);
  return index + 1;
}

describe("the tariff files as the pricing team keeps them", () => {
  it("load, with every destination that has a calling code but the UAE, once", () => {
    const tariffs = loadTariffs(TARIFFS_DIR);
    const countries = tariffs.destinations.map((destination) => destination.country);
    expect(countries.length).toBeGreaterThan(230);
    expect(new Set(countries).size).toBe(countries.length);
    expect(countries).not.toContain("AE");
    expect(tariffs.plans.map((plan) => plan.monthlyPriceAed)).toEqual([99, 199, 299]);
  });
});

describe("a bad row stops the tariffs with its file, line and reason", () => {
  const cases: {
    name: string;
    file: string;
    row: string;
    edit: (text: string) => string;
    reason: RegExp;
  }[] = [
    {
      name: "a negative price",
      file: "call-zones.csv",
      row: "2,",
      edit: () => "2,-0.75,0.35",
      reason: /minute_aed "-0\.75" is negative/,
    },
    {
      name: "a price that is not a number",
      file: "plans.csv",
      row: "standard,",
      edit: (text) => text.replace("199", "199 AED"),
      reason: /monthly_price_aed "199 AED" is not a number/,
    },
    {
      name: "an unknown country code",
      file: "destinations.csv",
      row: "IN,",
      edit: (text) => text.replace(/^IN,/, "XX,"),
      reason: /"XX" is not a country code/,
    },
    {
      name: "a destination in two zones",
      file: "destinations.csv",
      row: "PH,",
      edit: (text) => text.replace(/^PH,/, "IN,"),
      reason: /IN is listed again \(first on line \d+\)/,
    },
    {
      name: "a zone that does not exist",
      file: "destinations.csv",
      row: "IN,",
      edit: (text) => text.replace(",2,", ",7,"),
      reason: /call_zone "7" is not a zone of call-zones\.csv/,
    },
    {
      name: "a row with a cell missing",
      file: "roaming-zones.csv",
      row: "B,",
      edit: (text) => text.replace(/,2\.00$/, ""),
      reason: /has 7 cells where the header has 8 columns/,
    },
  ];
  for (const { name, file, row, edit, reason } of cases) {
    it(name, () => {
      const directory = copyOfTariffs();
      const line = lineOf(directory, file, row);
      editLine(directory, file, line, edit);
      const problems = problemsOf(directory);
      expect(problems).toContainEqual(
        expect.stringMatching(new RegExp(`^tariffs/${file}:${line}: `)),
      );
      expect(problems.find((problem) => problem.startsWith(`tariffs/${file}:${line}:`))).toMatch(
        reason,
      );
    });
  }

  it("a missing column, on the header's line", () => {
    const directory = copyOfTariffs();
    editLine(directory, "call-zones.csv", 1, () => "zone,minute_aed");
    expect(problemsOf(directory)).toEqual(['tariffs/call-zones.csv:1: missing column "sms_aed"']);
  });

  it("a destination left out, by its code", () => {
    const directory = copyOfTariffs();
    const line = lineOf(directory, "destinations.csv", "PH,");
    editLine(directory, "destinations.csv", line, () => "");
    expect(problemsOf(directory)).toEqual([
      "tariffs/destinations.csv: no row for PH: every destination with a calling code needs its zones",
    ]);
  });

  it("every problem at once, not only the first", () => {
    const directory = copyOfTariffs();
    editLine(directory, "call-zones.csv", 2, () => "1,x,0.35");
    editLine(directory, "plans.csv", 2, (text) => text.replace(",no", ",maybe"));
    expect(problemsOf(directory)).toEqual([
      'tariffs/plans.csv:2: most_popular "maybe" must be yes or no',
      'tariffs/call-zones.csv:2: minute_aed "x" is not a number (write it like 1.25: digits and a point only)',
    ]);
  });

  it("a file saved with semicolons, as some spreadsheets do, says how to save it", () => {
    const directory = copyOfTariffs();
    writeFileSync(path.join(directory, "call-zones.csv"), "zone;minute_aed;sms_aed\n1;1.00;0.35\n");
    expect(problemsOf(directory)).toEqual([
      "tariffs/call-zones.csv:1: the columns are separated by semicolons: save the file as “CSV UTF-8 (comma delimited)”",
    ]);
  });

  it("reads what a spreadsheet saves: a byte-order mark, Windows line ends, blank lines", () => {
    const directory = copyOfTariffs();
    const file = path.join(directory, "call-zones.csv");
    const text = readFileSync(file, "utf8");
    writeFileSync(file, `\uFEFF${text.replaceAll("\n", "\r\n")}\r\n\r\n`);
    expect(loadTariffs(directory).callZones).toEqual(loadTariffs(TARIFFS_DIR).callZones);
  });
});

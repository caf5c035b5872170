import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { TeamFileError } from "../team-files/csv-table";
import { emirateIds } from "../domain/emirates";
import { STORES_DIR, loadStores } from "./load-stores";

/** The real files, copied for one test to spoil. */
function copyOfStores(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), "sahab-stores-"));
  onTestFinished(() => rmSync(copy, { recursive: true, force: true }));
  const directory = path.join(copy, "stores");
  cpSync(STORES_DIR, directory, { recursive: true });
  return directory;
}

function problemsOf(directory: string): string[] {
  try {
    loadStores(directory);
  } catch (error) {
    if (error instanceof TeamFileError) return error.message.split("\n");
    throw error;
  }
  throw new Error("the stores loaded without a problem");
}

/** Replaces the line that starts with `start`, and returns its number. */
function editLine(directory: string, file: string, start: string, edit: (text: string) => string) {
  const filePath = path.join(directory, file);
  const lines = readFileSync(filePath, "utf8").split("\n");
  const index = lines.findIndex((text) => text.startsWith(start));
  if (index < 0) throw new Error(`no line starts with ${start}`);
  lines[index] = edit(lines[index] ?? "");
  writeFileSync(filePath, lines.join("\n"));
  return index + 1;
}

function appendLine(directory: string, file: string, text: string): number {
  const filePath = path.join(directory, file);
  const lines = readFileSync(filePath, "utf8").trimEnd().split("\n");
  writeFileSync(filePath, `${[...lines, text].join("\n")}\n`);
  return lines.length + 1;
}

describe("the retail team's files as they keep them", () => {
  const { stores, specialHours } = loadStores(STORES_DIR);

  it("have a store in every emirate, and the one on Sheikh Zayed Road open 9am to 10pm every day", () => {
    expect(new Set(stores.map((store) => store.emirate))).toEqual(new Set(emirateIds));
    const sheikhZayedRoad = stores.find((store) => store.name.en === "Sheikh Zayed Road");
    expect(sheikhZayedRoad?.emirate).toBe("dubai");
    expect(sheikhZayedRoad?.week).toEqual(Array(7).fill([540, 1320]));
  });

  it("read a closing after midnight only where it says so, and special hours in date order", () => {
    const ramadan = specialHours.find((special) => special.label.en === "Ramadan");
    expect(ramadan?.hours).toEqual([600, 1500]);
    const starts = specialHours.map((special) => special.from);
    expect(starts).toEqual([...starts].sort());
  });
});

describe("a bad row stops the build with its file, line and reason", () => {
  const cases: {
    name: string;
    file: string;
    row: string;
    edit: (text: string) => string;
    reason: RegExp;
  }[] = [
    {
      name: "an unknown emirate",
      file: "stores.csv",
      row: "deira,",
      edit: (text) => text.replace(",dubai,", ",dubay,"),
      reason: /emirate "dubay" is not a known emirate \(one of abu-dhabi, dubai/,
    },
    {
      name: "coordinates outside the UAE (swapped)",
      file: "stores.csv",
      row: "deira,",
      edit: (text) => text.replace("25.2652, 55.3226", "55.3226, 25.2652"),
      reason: /coordinates "55\.3226, 25\.2652" is outside the UAE: latitude comes first/,
    },
    {
      name: "a closing before the opening",
      file: "stores.csv",
      row: "deira,",
      edit: (text) => text.replace("14:00-23:00", "14:00-02:00"),
      reason:
        /friday "14:00-02:00" closes before it opens \(a store open past midnight adds "next day"/,
    },
    {
      name: "an unknown service",
      file: "stores.csv",
      row: "deira,",
      edit: (text) => text.replace("esim;", "esim;sim-swap;"),
      reason: /services "sim-swap" is not a known service \(words from esim, /,
    },
    {
      name: "a phone number that is not the UAE's",
      file: "stores.csv",
      row: "deira,",
      edit: (text) => text.replace("+971 4 800 7202", "+44 20 7946 0000"),
      reason: /phone "\+44 20 7946 0000" is not a UAE number \(it starts \+971\)/,
    },
    {
      name: "special hours of an unknown store",
      file: "special-hours.csv",
      row: "al-salamah,",
      edit: (text) => text.replace("al-salamah,", "al-salama,"),
      reason: /store "al-salama" is not in stores\.csv/,
    },
    {
      name: "a date range that ends before it starts",
      file: "special-hours.csv",
      row: "all,2027-01-01",
      edit: (text) => text.replace("2027-01-01,2027-01-01", "2027-01-01,2026-12-31"),
      reason: /ends on 2026-12-31, before it starts on 2027-01-01/,
    },
    {
      name: "a date that does not exist",
      file: "special-hours.csv",
      row: "all,2027-01-01",
      edit: (text) => text.replace("2027-01-01,", "2027-02-30,"),
      reason: /first_date "2027-02-30" is not a date/,
    },
  ];
  for (const { name, file, row, edit, reason } of cases) {
    it(name, () => {
      const directory = copyOfStores();
      const line = editLine(directory, file, row, edit);
      const problems = problemsOf(directory);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^stores/${file.replace(".", "\\.")}:${line}: `));
      expect(problems[0]).toMatch(reason);
    });
  }

  it("special hours that overlap for one store", () => {
    const directory = copyOfStores();
    const line = appendLine(
      directory,
      "special-hours.csv",
      "al-salamah,2026-12-01,2026-12-02,Maintenance,صيانة,closed",
    );
    expect(problemsOf(directory)).toEqual([
      `stores/special-hours.csv:${line}: overlaps the special hours of line 3 (2026-12-02 to 2026-12-02) for store al-salamah`,
    ]);
  });

  it("the same store listed twice", () => {
    const directory = copyOfStores();
    const deira = readFileSync(path.join(directory, "stores.csv"), "utf8")
      .split("\n")
      .find((text) => text.startsWith("deira,"));
    const line = appendLine(directory, "stores.csv", deira ?? "");
    expect(problemsOf(directory)).toEqual([
      `stores/stores.csv:${line}: store deira is listed again (first on line 3)`,
    ]);
  });
});

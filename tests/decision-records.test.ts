import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CITATION,
  DECISIONS_DIR,
  decisionIndex,
  INDEX_FILE,
  readDecisionRecords,
} from "../harness/decision-records.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * Folders whose files cite records: everything but the records themselves (which name one
 * another by number), what is built or installed.
 */
const SKIPPED = new Set([
  "node_modules",
  "build",
  ".git",
  ".react-router",
  "docs/decisions",
  "test-results",
]);

function filesCitingRecords(folder = ROOT): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) {
      return SKIPPED.has(path.relative(ROOT, file)) ? [] : filesCitingRecords(file);
    }
    return /\.(ts|tsx|mjs|js|css|md|conf|json|yml)$|^run$/.test(name) &&
      name !== "package-lock.json"
      ? [file]
      : [];
  });
}

describe("the decision records", () => {
  const records = readDecisionRecords();

  it("each follow the one template: number and title, status and date at the top", () => {
    expect(records.length).toBeGreaterThan(60);
    expect(records.flatMap((record) => record.problems)).toEqual([]);
  });

  it("are listed, every one, by the index, which says what the records say", () => {
    expect(readFileSync(INDEX_FILE, "utf8")).toBe(decisionIndex(records));
  });

  it("are cited one way in code and in the documents: by their path in full, to a file that exists", () => {
    const wrong: string[] = [];
    for (const file of filesCitingRecords()) {
      const where = path.relative(ROOT, file);
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          const at = `${where}:${index + 1}`;
          for (const [cited] of line.matchAll(CITATION)) {
            if (!existsSync(path.join(ROOT, cited))) wrong.push(`${at}: ${cited} does not exist`);
          }
          const short =
            /docs\/decisions\/\d{3}(?![-\d])|\b(?:[Dd]ecision(?: record)?s?|[Rr]ecords?) \d{3}\b/.exec(
              line,
            );
          if (short) wrong.push(`${at}: "${short[0]}" is not a record's path in full`);
        });
    }
    expect(wrong).toEqual([]);
  });

  it("hold one file a number", () => {
    const numbers = records.map((record) => record.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(existsSync(DECISIONS_DIR)).toBe(true);
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { rangeText } from "../team-files/cells";
import {
  planTermCells,
  roamingTermCells,
  safeguardCells,
  type TariffFileName,
  tariffFiles,
  tariffTermCells,
} from "./tariff-files";

/** Every figure's range as the code holds it, by `file column`. */
function rangesInCode(): Record<string, string> {
  const ranges: Record<string, string> = {};
  const add = (file: string, cells: Record<string, z.ZodType>) => {
    for (const [column, schema] of Object.entries(cells)) {
      const text = rangeText(schema);
      if (text !== undefined) ranges[`${file} ${column}`] = text;
    }
  };
  for (const file of Object.keys(tariffFiles) as TariffFileName[]) {
    add(file, tariffFiles[file].shape);
  }
  add("plan-terms.csv", planTermCells);
  add("roaming-safeguards.csv", safeguardCells);
  add("roaming-terms.csv", roamingTermCells);
  add("tariff-terms.csv", tariffTermCells);
  return ranges;
}

/**
 * The ranges the pricing team's manual (tariffs/README.md, "The range of each figure") gives,
 * by `file column`: a row with an empty file is the file above it's, and a note in brackets
 * after the range is for the reader only.
 */
function rangesInReadme(): Record<string, string> {
  const readme = readFileSync(path.resolve(import.meta.dirname, "../../tariffs/README.md"), "utf8");
  const section = readme.split("## The range of each figure")[1]?.split("\n## ")[0] ?? "";
  const table = section.split("| Column or setting")[1]?.split("\n\n")[0] ?? "";
  const ranges: Record<string, string> = {};
  let file = "";
  for (const row of table.split("\n").slice(2)) {
    const [, fileCell = "", columnCell = "", rangeCell = ""] = row.split("|").map((c) => c.trim());
    const plain = (text: string) => text.replaceAll("`", "");
    if (fileCell !== "") file = plain(fileCell);
    ranges[`${file} ${plain(columnCell)}`] = plain(rangeCell).replace(/ \(.*\)$/, "");
  }
  return ranges;
}

describe("the pricing team's table of ranges", () => {
  it("gives every figure of the tariff files the range the build holds it to", () => {
    const inReadme = rangesInReadme();
    expect(Object.keys(inReadme).length).toBeGreaterThan(20);
    expect(inReadme).toEqual(rangesInCode());
  });
});

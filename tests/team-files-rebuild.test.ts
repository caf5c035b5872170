import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { teamFolders } from "../app/team-folders";
import { readCsvTable } from "../app/team-files/csv-table";
import { columnsOf } from "../app/team-files/team-folder";
import { ProjectCopy } from "./support/project-copy";

/**
 * The promise every team is made: a bad row in any file of any registered folder stops the
 * real build with its `file:line: reason`, and nothing else. One build, with one row spoiled
 * in every file, so a folder registered tomorrow is covered without a test of its own.
 */
let copy: ProjectCopy;
beforeAll(() => {
  copy = new ProjectCopy();
});
afterAll(() => copy?.remove());

/** Texts some cell of a row is likely to refuse: nothing, a stray sign, a slipped digit. */
const BAD_CELLS = ["", "§", "-1", "99999999999999999999", "25:99"];

/** A cell written so CSV reads it back as it is, commas and quotes included. */
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * Spoils the first row of one file in the copy and returns the line the build must print:
 * the first cell its schema refuses, or, where every column takes any text, a cell too many.
 */
function spoilFirstRow(folder: string, file: string, schema: z.ZodObject): string {
  const filePath = path.join(copy.root, folder, file);
  const text = readFileSync(filePath, "utf8");
  const label = `${folder}/${file}`;
  const columns = columnsOf(schema);
  const [first] = readCsvTable(label, text, columns).rows;
  if (!first) throw new Error(`${label} has no row to spoil: give it one`);
  const cells = columns.map((column) => first.cells[column] ?? "");
  let reason = `has ${columns.length + 1} cells where the header has ${columns.length} columns`;
  let spoiled = [...cells, ""];
  search: for (const [index, column] of columns.entries()) {
    for (const bad of BAD_CELLS) {
      const result = (schema.shape[column] as z.ZodType).safeParse(bad);
      if (result.success) continue;
      reason = `${column} ${result.error.issues[0]?.message}`;
      spoiled = cells.map((cell, at) => (at === index ? bad : cell));
      break search;
    }
  }
  const lines = text.split("\n");
  lines[first.line - 1] = spoiled.map(quoted).join(",");
  writeFileSync(filePath, lines.join("\n"));
  return `${label}:${first.line}: ${reason}`;
}

describe("a bad row in any team's file", () => {
  it("stops the build with its file, line and reason, and no stack", { timeout: 300_000 }, () => {
    const expected = teamFolders.flatMap(({ folder, files }) =>
      Object.entries(files).map(([file, schema]) => spoilFirstRow(folder, file, schema)),
    );
    expect(expected.length).toBeGreaterThanOrEqual(teamFolders.length);
    const result = copy.build();
    expect(result.status).not.toBe(0);
    const output = `${result.stdout}\n${result.stderr}`;
    const lines = output.split("\n").map((line) => line.trim());
    expect(lines).toEqual(expect.arrayContaining(expected));
    expect(output).not.toMatch(/^\s+at |TeamFileError|plugin:|\{$/m);
  });
});

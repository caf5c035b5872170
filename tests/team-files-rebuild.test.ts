// @vitest-environment jsdom
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SpawnSyncReturns } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { teamFolders } from "../app/team-folders";
import { readCsvTable } from "../app/team-files/csv-table";
import { columnsOf } from "../app/team-files/team-folder";
import { changeCoverage, expectCoverageChanged } from "./rebuild/coverage";
import { changeRow } from "./rebuild/rows";
import { changeStores, expectStoresChanged } from "./rebuild/stores";
import { changeTariffs, expectPricesChanged, expectRoamingChanged } from "./rebuild/tariffs";
import { ProjectCopy } from "./support/project-copy";

/**
 * The promise every team is made, checked on the real build of a copy of the project: a row
 * a team changes is on every page that shows it after the next build, with nothing to change
 * in the code; a bad row in any file of any registered folder stops the build with its
 * `file:line: reason`, and nothing else. Every team's changes share one build and every bad
 * row another, so a folder registered tomorrow costs no build of its own.
 */
let copy: ProjectCopy;
beforeAll(() => {
  copy = new ProjectCopy();
});
afterAll(() => copy?.remove());

describe("rows the teams changed, after the next build", () => {
  let build: SpawnSyncReturns<string>;
  beforeAll(() => {
    changeTariffs(copy);
    changeCoverage(copy);
    changeStores(copy);
    build = copy.build();
  }, 300_000);

  it("build", () => {
    expect(build.status, build.stderr).toBe(0);
  });
  // It reads and parses every page of the build: seconds on a quiet machine, more on a busy one.
  it("a price is on every page that shows it", () => {
    expectPricesChanged(copy);
  }, 30_000);
  it("a roaming rule or price is on every page that states it", () => {
    expectRoamingChanged(copy);
  });
  it("a community's coverage is on both coverage pages", () => {
    expectCoverageChanged(copy);
  });
  it("a store's hours and a holiday's are on both stores pages and in their structured data", () => {
    expectStoresChanged(copy);
  });
});

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
  beforeAll(() => {
    for (const { folder } of teamFolders) copy.restore(folder);
  });

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

  it(
    "in the tariffs, negative, past its range, or opening a quote it never closes, stops the build with its lines alone",
    { timeout: 300_000 },
    () => {
      for (const { folder } of teamFolders) copy.restore(folder);
      changeRow(
        copy,
        "tariffs/plans.csv",
        "basic,",
        () => "basic,99999999999999999999,5,200,100,no,4G",
      );
      changeRow(copy, "tariffs/call-zones.csv", "2,", () => "2,-0.65,0.35");
      changeRow(copy, "tariffs/destinations.csv", "AX,", () => 'AX,"Åland Islands,4,B');
      const result = copy.build();
      expect(result.status).not.toBe(0);
      const output = `${result.stdout}\n${result.stderr}`;
      const lines = output.split("\n").filter((line) => line.trim() !== "");
      const ours = lines.filter((line) => line.startsWith("tariffs/"));
      expect(ours).toEqual([
        `tariffs/plans.csv:2: monthly_price_aed "99999999999999999999" is outside AED 10 to AED 2,000, the range of a plan's monthly price`,
        'tariffs/call-zones.csv:3: minute_aed "-0.65" is negative',
        `tariffs/destinations.csv:3: a cell opens with a quote (") that is never closed: close it or remove it`,
      ]);
      // No stack, no error's name or properties: only the lines an analyst acts on.
      expect(output).not.toMatch(/^\s+at |TeamFileError|plugin:|\{$/m);
    },
  );
});

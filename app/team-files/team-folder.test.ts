import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { oneOf, timeOfDay } from "./cells";
import { TeamFileError } from "./csv-table";
import { teamFolder } from "./team-folder";

let root = "";
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A team's folder in a temporary place, with these files. */
function folderWith(files: Record<string, string>): string {
  root = mkdtempSync(path.join(os.tmpdir(), "sahab-team-folder-"));
  const directory = path.join(root, "shops");
  mkdirSync(directory);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(directory, name), text);
  return directory;
}

/** The lines of the error loading throws. */
function problemsOf(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    if (error instanceof TeamFileError) return error.message.split("\n");
    throw error;
  }
  throw new Error("the folder loaded without a problem");
}

const files = {
  "shops.csv": z.object({ shop: z.string(), opens: timeOfDay }),
  "kinds.csv": z.object({ kind: oneOf(["kiosk", "store"], "kind") }),
};

describe("a team's folder with no rule between its files", () => {
  const shops = teamFolder({ folder: "shops", files });

  it("gives each file's checked rows", () => {
    const directory = folderWith({
      "shops.csv": "shop,opens\nmarina,09:00\n",
      "kinds.csv": "kind\nkiosk\n",
    });
    expect(shops.load(directory)).toEqual({
      "shops.csv": [{ shop: "marina", opens: "09:00" }],
      "kinds.csv": [{ kind: "kiosk" }],
    });
  });

  it("stops at a bad row in any file with its file, line and reason, every file's at once", () => {
    const directory = folderWith({
      "shops.csv": "shop,opens\nmarina,09:00\ndeira,9am\n",
      "kinds.csv": "kind\nstall\n",
    });
    expect(problemsOf(() => shops.load(directory))).toEqual([
      'shops/shops.csv:3: opens "9am" is not a time written as HH:MM on a 24-hour clock (like 09:00 or 21:30)',
      'shops/kinds.csv:2: kind "stall" is not a known kind (one of kiosk, store)',
    ]);
  });
});

describe("a team's folder with a cross-file check", () => {
  it("checks the files the check does not read, and adds the check's problems", () => {
    const shops = teamFolder({
      folder: "shops",
      files,
      check: (reader) => {
        const rows = reader.unique(
          "shops.csv",
          reader.read("shops.csv"),
          (row) => row.shop,
          "shop",
        );
        reader.complete(
          "shops.csv",
          ["marina", "mall"],
          rows.map(({ row }) => row.shop),
          "shop",
        );
        return rows.length;
      },
    });
    const directory = folderWith({
      "shops.csv": "shop,opens\nmarina,09:00\nmarina,10:00\n",
      "kinds.csv": "kind\nstall\n",
    });
    expect(problemsOf(() => shops.load(directory))).toEqual([
      "shops/shops.csv:3: shop marina is listed again (first on line 2)",
      "shops/shops.csv: no row for the shop mall",
      'shops/kinds.csv:2: kind "stall" is not a known kind (one of kiosk, store)',
    ]);
  });

  it("reports a missing file once", () => {
    const shops = teamFolder({
      folder: "shops",
      files,
      check: (reader) => reader.read("kinds.csv"),
    });
    const directory = folderWith({ "shops.csv": "shop,opens\nmarina,09:00\n" });
    expect(problemsOf(() => shops.load(directory))).toEqual([
      "shops/kinds.csv: the file is missing",
    ]);
  });
});

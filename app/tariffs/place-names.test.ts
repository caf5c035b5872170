import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { copyOfTariffs, problemsOf } from "../../tests/support/tariff-copies";

function withoutLine(directory: string, file: string, start: string): void {
  const filePath = path.join(directory, file);
  const lines = readFileSync(filePath, "utf8").split("\n");
  writeFileSync(filePath, lines.filter((line) => !line.startsWith(start)).join("\n"));
}

const lineCount = (directory: string, file: string) =>
  readFileSync(path.join(directory, file), "utf8").trimEnd().split("\n").length;

describe("the names and aliases files stop the build with file, line and reason", () => {
  it("when a place the platform names in a long form has no reviewed name", () => {
    const directory = copyOfTariffs();
    withoutLine(directory, "place-names.csv", "PS,");
    expect(problemsOf(directory)).toEqual([
      'tariffs/place-names.csv: PS is "Palestinian Territories" by the platform, a long form: give its name_en',
      'tariffs/place-names.csv: PS is "الأراضي الفلسطينية" by the platform, a long form: give its name_ar',
    ]);
  });

  it("when Western Sahara has a row of its own beside Morocco's", () => {
    const directory = copyOfTariffs();
    appendFileSync(path.join(directory, "destinations.csv"), "EH,Western Sahara,5,C\n");
    const line = lineCount(directory, "destinations.csv");
    expect(problemsOf(directory)).toEqual([
      `tariffs/destinations.csv:${line}: EH is listed with MA (place-names.csv): it is priced as MA, with no row`,
    ]);
  });

  it("when a place is listed with a country that does not share its code", () => {
    const directory = copyOfTariffs();
    const file = path.join(directory, "place-names.csv");
    writeFileSync(file, readFileSync(file, "utf8").replace("EH,,,MA", "EH,,,IN"));
    expect(problemsOf(directory)).toContainEqual(
      expect.stringMatching(
        /^tariffs\/place-names\.csv:\d+: EH does not share a calling code with IN$/,
      ),
    );
  });

  it("when an alias would find a second place", () => {
    const directory = copyOfTariffs();
    appendFileSync(
      path.join(directory, "place-aliases.csv"),
      "East Pakistan,BD,name\nSri Lanka,IN,name\nsrilanka,IN,name\n",
    );
    const last = lineCount(directory, "place-aliases.csv");
    expect(problemsOf(directory)).toEqual([
      `tariffs/place-aliases.csv:${last - 1}: "Sri Lanka" is the name of LK: an alias finds one place`,
      expect.stringMatching(
        new RegExp(
          `^tariffs/place-aliases\\.csv:${last}: "srilanka" is listed again \\(first on line \\d+\\): one place each$`,
        ),
      ),
    ]);
  });

  it("when an alias names a place that is not a destination, or one listed with another", () => {
    const directory = copyOfTariffs();
    appendFileSync(
      path.join(directory, "place-aliases.csv"),
      "Laayoune,EH,city\nAtlantis,ZZ,name\n",
    );
    const last = lineCount(directory, "place-aliases.csv");
    expect(problemsOf(directory)).toEqual([
      `tariffs/place-aliases.csv:${last - 1}: EH is listed with MA: give that country`,
      `tariffs/place-aliases.csv:${last}: "ZZ" is not a country code with a calling code (like PH)`,
    ]);
  });
});

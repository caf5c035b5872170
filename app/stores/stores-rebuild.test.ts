// @vitest-environment jsdom
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProjectCopy } from "../../tests/support/project-copy";

/**
 * The retail team's promise, checked whole: change a store's hours or a holiday in the files,
 * build, and the stores pages say the new ones, to visitors and to search engines alike.
 */
let copy: ProjectCopy;
beforeAll(() => {
  copy = new ProjectCopy();
});
afterAll(() => copy?.remove());

/** Rewrites, in the copy, the first line of a stores file that starts with `start`. */
function changeRow(file: string, start: string, edit: (row: string) => string) {
  const filePath = path.join(copy.root, "stores", file);
  const lines = readFileSync(filePath, "utf8").split("\n");
  const index = lines.findIndex((line) => line.startsWith(start));
  if (index < 0) throw new Error(`${file} has no row starting ${start}`);
  lines[index] = edit(lines[index] ?? "");
  writeFileSync(filePath, lines.join("\n"));
}

function builtPage(pagePath: string): Document {
  const html = copy.built(path.join(pagePath, "index.html"));
  return new DOMParser().parseFromString(html, "text/html");
}

describe("a store's hours changed in the retail team's files", () => {
  it("are on the stores pages after the next build", { timeout: 300_000 }, () => {
    // Deira opens later on Fridays; Ramadan is renamed and closes at midnight.
    changeRow("stores.csv", "deira,", (row) => row.replace(",14:00-23:00,", ",16:30-23:00,"));
    changeRow("special-hours.csv", "all,2027-02-08", () =>
      ["all", "2027-02-08", "2027-03-09", "Holy month of Ramadan", "شهر رمضان", "10:00-24:00"].join(
        ",",
      ),
    );
    const result = copy.build();
    expect(result.status, result.stderr).toBe(0);

    const english = builtPage("/stores");
    const deira = english.getElementById("deira");
    const friday = deira?.querySelector('tr[data-weekday="4"] td');
    expect(friday?.textContent).toBe("4:30pm–11pm");
    const hours = JSON.parse(deira?.getAttribute("data-hours") ?? "{}") as {
      week: number[][];
      special: { from: string; hours: number[] }[];
    };
    expect(hours.week[4]).toEqual([990, 1380]);
    expect(hours.special.find((special) => special.from === "2027-02-08")?.hours).toEqual([
      600, 1440,
    ]);

    const data = JSON.parse(
      english.querySelector('script[type="application/ld+json"]')?.textContent ?? "[]",
    ) as { "@id": string; openingHoursSpecification: Record<string, string>[] }[];
    const deiraData = data.find((store) => store["@id"].endsWith("#deira"));
    expect(deiraData?.openingHoursSpecification).toContainEqual(
      expect.objectContaining({ dayOfWeek: "https://schema.org/Friday", opens: "16:30" }),
    );
    expect(deiraData?.openingHoursSpecification).toContainEqual(
      expect.objectContaining({ validFrom: "2027-02-08", opens: "10:00", closes: "00:00" }),
    );
    const arabic = builtPage("/ar/stores");
    expect(
      arabic.getElementById("deira")?.querySelector('tr[data-weekday="4"] td')?.textContent,
    ).toBe("4:30\u00a0مساءً–11\u00a0مساءً");
  });
});

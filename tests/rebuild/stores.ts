import { expect } from "vitest";
import type { ProjectCopy } from "../support/project-copy";
import { builtPage, changeRow } from "./rows";

/**
 * The retail team's promise: change a store's hours or a holiday in the files, build, and the
 * stores pages say the new ones, to visitors and to search engines alike.
 */
export function changeStores(copy: ProjectCopy): void {
  // Deira opens later on Fridays; Ramadan is renamed and closes at midnight.
  changeRow(copy, "stores/stores.csv", "deira,", (row) =>
    row.replace(",14:00-23:00,", ",16:30-23:00,"),
  );
  changeRow(copy, "stores/special-hours.csv", "all,2027-02-08", () =>
    ["all", "2027-02-08", "2027-03-09", "Holy month of Ramadan", "شهر رمضان", "10:00-24:00"].join(
      ",",
    ),
  );
}

export function expectStoresChanged(copy: ProjectCopy): void {
  const english = builtPage(copy, "/stores");
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
  const arabic = builtPage(copy, "/ar/stores");
  expect(
    arabic.getElementById("deira")?.querySelector('tr[data-weekday="4"] td')?.textContent,
  ).toBe("4:30\u00a0مساءً–11\u00a0مساءً");
}

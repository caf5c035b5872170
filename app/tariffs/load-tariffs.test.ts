import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { copyOfTariffs, problemsOf } from "../../tests/support/tariff-copies";
import { TARIFFS_DIR, loadTariffs } from "./load-tariffs";

/** Replaces one line (1-based) of a file in the copy. */
function editLine(directory: string, file: string, line: number, edit: (text: string) => string) {
  const filePath = path.join(directory, file);
  const lines = readFileSync(filePath, "utf8").split("\n");
  lines[line - 1] = edit(lines[line - 1] ?? "");
  writeFileSync(filePath, lines.join("\n"));
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
    expect(tariffs.plans.map((plan) => plan.monthlyPriceFils)).toEqual([9_900, 19_900, 29_900]);
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
      reason: /has 8 cells where the header has 9 columns/,
    },
    {
      name: "a place priced apart from the main country of the code it shares",
      file: "destinations.csv",
      row: "JM,",
      edit: (text) => text.replace(",4,", ",5,"),
      reason:
        /JM shares \+1 with US, so its call_zone is US's, "4", not "5": one price per calling code/,
    },
    {
      name: "a network code that is a country's",
      file: "network-codes.csv",
      row: "883,",
      edit: (text) => text.replace(/^883,/, "44,"),
      reason: /\+44 is a country's calling code: its places are in destinations\.csv/,
    },
    {
      name: "a network code that is not digits",
      file: "network-codes.csv",
      row: "870,",
      edit: (text) => text.replace(/^870,/, "+870,"),
      reason: /code "\+870" is not a calling code/,
    },
    {
      name: "a network code in a zone that does not exist",
      file: "network-codes.csv",
      row: "881,",
      edit: (text) => text.replace(/,satellite$/, ",space"),
      reason: /call_zone "space" is not a zone of call-zones\.csv/,
    },
    {
      name: "a pack of a zone that does not exist",
      file: "call-home-packs.csv",
      row: "gulf-60,",
      edit: (text) => text.replace(/^gulf-60,1,/, "gulf-60,9,"),
      reason: /call_zone "9" is not a zone of call-zones\.csv/,
    },
    {
      name: "a pack the site has no words for",
      file: "call-home-packs.csv",
      row: "gulf-60,",
      edit: (text) => text.replace(/^gulf-60,/, "gulf-90,"),
      reason: /pack "gulf-90" is not a known Call Home pack/,
    },
    {
      name: "an effective date that does not exist",
      file: "tariff-terms.csv",
      row: "prices_from,",
      edit: () => "prices_from,2026-02-30",
      reason: /value "2026-02-30" is not a date written as YYYY-MM-DD/,
    },
    {
      name: "an effective date written the other way round",
      file: "tariff-terms.csv",
      row: "prices_from,",
      edit: () => "prices_from,01/12/2026",
      reason: /value "01\/12\/2026" is not a date written as YYYY-MM-DD/,
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

  it.each([
    ["plans.csv", "basic,", /^basic,99,/, "basic,99999999999999999999,", "monthly_price_aed"],
    ["plans.csv", "basic,", /^basic,99,/, "basic,0,", "monthly_price_aed"],
    ["plans.csv", "basic,", /,5,200,/, ",5000,200,", "data_gb"],
    ["plans.csv", "basic,", /,5,200,/, ",5,20000,", "local_minutes"],
    ["data-packages.csv", "basic-day,", /,5,1,/, ",0,1,", "price_aed"],
    ["data-packages.csv", "basic-day,", /,5,1,/, ",5000,1,", "price_aed"],
    ["data-packages.csv", "basic-day,", /,24,hours/, ",0,hours", "valid_for"],
    ["call-zones.csv", "2,", /^2,0\.75,/, "2,0,", "minute_aed"],
    ["call-zones.csv", "2,", /^2,0\.75,/, "2,75,", "minute_aed"],
    ["roaming-zones.csv", "A,", /^A,25,/, "A,2500,", "day_pass_aed"],
    ["roaming-zones.csv", "A,", /,1000,30,/, ",1000,3000,", "day_pass_minutes"],
    ["roaming-zones.csv", "A,", /,1\.00$/, ",0", "data_mb_aed"],
    ["roaming-zones.csv", "A,", /,1\.00$/, ",100", "data_mb_aed"],
    ["roaming-zones.csv", "A,", /,30,2\.50,/, ",30,0,", "uae_or_local_minute_aed"],
    ["roaming-zones.csv", "A,", /,2\.50,5\.00,/, ",2.50,500,", "other_country_minute_aed"],
    ["roaming-zones.csv", "A,", /,5\.00,1\.50,/, ",5.00,51,", "received_minute_aed"],
    [
      "roaming-zones.csv",
      "ships-aircraft-satellite,",
      /^ships-aircraft-satellite,,,,/,
      "ships-aircraft-satellite,0,10,0,",
      "day_pass_aed",
    ],
    ["call-home-packs.csv", "call-home-60,", /,60,30,30$/, ",0,30,30", "minutes"],
    ["call-home-packs.csv", "call-home-60,", /,60,30,30$/, ",60,0.50,30", "price_aed"],
    ["call-home-packs.csv", "call-home-60,", /,60,30,30$/, ",60,3000,30", "price_aed"],
    ["call-home-packs.csv", "call-home-60,", /,60,30,30$/, ",60,30,400", "valid_days"],
  ])("%s, row %s, %s made %s: %s out of its range", (file, start, from, to, column) => {
    const directory = copyOfTariffs();
    const line = lineOf(directory, file, start);
    editLine(directory, file, line, (text) => text.replace(from, to));
    const problems = problemsOf(directory);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^tariffs/${file}:${line}: ${column} "[\\d.]+" is outside .+ to .+, the range of `,
      ),
    );
  });

  it("says the range it wanted, in the column's unit", () => {
    const directory = copyOfTariffs();
    editLine(directory, "plans.csv", 2, (text) => text.replace(/^basic,99,/, "basic,0,"));
    const safeguards = lineOf(directory, "roaming-safeguards.csv", "first_alert_percent");
    editLine(directory, "roaming-safeguards.csv", safeguards, () => "first_alert_percent,120");
    const cap = lineOf(directory, "roaming-safeguards.csv", "spending_cap_aed");
    editLine(
      directory,
      "roaming-safeguards.csv",
      cap,
      () => "spending_cap_aed,99999999999999999999",
    );
    const fairUse = lineOf(directory, "plan-terms.csv", "fair_use_minutes");
    editLine(directory, "plan-terms.csv", fairUse, () => "fair_use_minutes,50000");
    expect(problemsOf(directory)).toEqual([
      `tariffs/plans.csv:2: monthly_price_aed "0" is outside AED 10 to AED 2,000, the range of a plan's monthly price`,
      `tariffs/roaming-safeguards.csv:${cap}: value "99999999999999999999" is outside AED 50 to AED 10,000, the range of a monthly roaming spending cap`,
      `tariffs/roaming-safeguards.csv:${safeguards}: value "120" is outside 1% to 100%, the range of an alert`,
      `tariffs/plan-terms.csv:${fairUse}: value "50000" is outside 1 to 44,640, the range of a fair-use limit in minutes`,
    ]);
  });

  it("a call's price by its direction, a new column refused at its own line", () => {
    const directory = copyOfTariffs();
    const line = lineOf(directory, "roaming-zones.csv", "B,");
    editLine(directory, "roaming-zones.csv", line, (text) => text.replace(",7.00,", ",-7.00,"));
    expect(problemsOf(directory)).toEqual([
      `tariffs/roaming-zones.csv:${line}: other_country_minute_aed "-7.00" is negative`,
    ]);
  });

  it("a day pass given in part, as neither a pass nor none", () => {
    const directory = copyOfTariffs();
    const line = lineOf(directory, "roaming-zones.csv", "C,");
    editLine(directory, "roaming-zones.csv", line, (text) => text.replace(/^C,49,/, "C,,"));
    expect(problemsOf(directory)).toEqual([
      `tariffs/roaming-zones.csv:${line}: day_pass_aed, day_pass_data_mb and day_pass_minutes are all given (a day pass) or all empty (no day pass)`,
    ]);
  });

  it("reads a row with no day pass as pay-as-you-go only", () => {
    const zones = loadTariffs(TARIFFS_DIR).roamingZones;
    const ships = zones.find((zone) => zone.id === "ships-aircraft-satellite");
    expect(ships).toMatchObject({ dayPass: null, callReceivedMinuteFils: 750, dataMbFils: 2_500 });
    expect(zones.find((zone) => zone.id === "B")).toMatchObject({
      dayPass: { priceFils: 3_500, dataMb: 1_000, minutes: 30 },
      callToUaeOrLocalMinuteFils: 350,
      callToOtherCountryMinuteFils: 700,
      callReceivedMinuteFils: 200,
    });
  });

  it("a first alert not below the second, at the first alert's line", () => {
    const directory = copyOfTariffs();
    const first = lineOf(directory, "roaming-safeguards.csv", "first_alert_percent");
    editLine(directory, "roaming-safeguards.csv", first, () => "first_alert_percent,100");
    expect(problemsOf(directory)).toEqual([
      `tariffs/roaming-safeguards.csv:${first}: first_alert_percent 100 must be below second_alert_percent 100: the first alert comes first`,
    ]);
  });

  it("the terms of roaming, each read as its setting says and held to its range", () => {
    const directory = copyOfTariffs();
    const day = lineOf(directory, "roaming-terms.csv", "roaming_day_hours");
    editLine(directory, "roaming-terms.csv", day, () => "roaming_day_hours,0");
    const step = lineOf(directory, "roaming-terms.csv", "data_step_kb");
    editLine(directory, "roaming-terms.csv", step, () => "data_step_kb,10.5");
    const seconds = lineOf(directory, "roaming-terms.csv", "call_step_seconds");
    editLine(directory, "roaming-terms.csv", seconds, () => "call_step_seconds,61");
    expect(problemsOf(directory)).toEqual([
      `tariffs/roaming-terms.csv:${day}: value "0" is outside 1 to 72, the range of a roaming day in hours`,
      `tariffs/roaming-terms.csv:${seconds}: value "61" is outside 1 to 60, the range of a roaming call's billing step`,
      `tariffs/roaming-terms.csv:${step}: value "10.5" has more than 0 decimals`,
    ]);
    expect(loadTariffs(TARIFFS_DIR).roamingTerms).toEqual({
      dayHours: 24,
      callStepSeconds: 1,
      dataStepKb: 10,
    });
  });

  it("reads every price exactly, as whole fils", () => {
    const directory = copyOfTariffs();
    editLine(directory, "call-zones.csv", 2, () => "1,0.29,1.1");
    editLine(directory, "plans.csv", 2, (text) => text.replace(/^basic,99,/, "basic,1999.99,"));
    const tariffs = loadTariffs(directory);
    expect(tariffs.callZones[0]).toMatchObject({ minuteFils: 29, smsFils: 110 });
    expect(tariffs.plans[0]?.monthlyPriceFils).toBe(199_999);
  });

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

  it("a plan's network and the plans' shared terms are read by what each setting is", () => {
    const directory = copyOfTariffs();
    editLine(directory, "plans.csv", 4, (text) => text.replace(/,5G$/, ",6G"));
    const notice = lineOf(directory, "plan-terms.csv", "price_change_notice_days");
    editLine(directory, "plan-terms.csv", notice, () => "price_change_notice_days,28.5");
    const minute = lineOf(directory, "plan-terms.csv", "out_of_bundle_minute_aed");
    editLine(directory, "plan-terms.csv", minute, () => "out_of_bundle_minute_aed,AED 0.50");
    expect(problemsOf(directory)).toEqual([
      'tariffs/plans.csv:4: network "6G" is not a known network (one of 4G, 5G)',
      'tariffs/plan-terms.csv:2: value "AED 0.50" is not a number (write it like 1.25: digits and a point only)',
      `tariffs/plan-terms.csv:${notice}: value "28.5" has more than 0 decimals`,
    ]);
  });

  it("a tariff term that is not a whole number of seconds, and one left out", () => {
    const directory = copyOfTariffs();
    const step = lineOf(directory, "tariff-terms.csv", "call_billing_step_seconds");
    editLine(directory, "tariff-terms.csv", step, () => "call_billing_step_seconds,90");
    const date = lineOf(directory, "tariff-terms.csv", "prices_from");
    editLine(directory, "tariff-terms.csv", date, () => "");
    expect(problemsOf(directory)).toEqual([
      "tariffs/tariff-terms.csv: no row for the setting prices_from",
      `tariffs/tariff-terms.csv:${step}: value "90" is outside 1 to 60, the range of a call's billing step in seconds`,
    ]);
  });

  it("a missing plan term is named", () => {
    const directory = copyOfTariffs();
    const line = lineOf(directory, "plan-terms.csv", "fair_use_sms");
    editLine(directory, "plan-terms.csv", line, () => "");
    expect(problemsOf(directory)).toEqual([
      "tariffs/plan-terms.csv: no row for the setting fair_use_sms",
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

  it("an unclosed quote, at the line it opened, and nothing after it", () => {
    const directory = copyOfTariffs();
    const line = lineOf(directory, "destinations.csv", "AX,");
    editLine(directory, "destinations.csv", line, (text) => text.replace(",Å", ',"Å'));
    expect(problemsOf(directory)).toEqual([
      `tariffs/destinations.csv:${line}: a cell opens with a quote (") that is never closed: close it or remove it`,
    ]);
  });

  it("an unclosed quote after closed ones and quoted quotes, at its own line", () => {
    const directory = copyOfTariffs();
    editLine(directory, "call-zones.csv", 1, () => '"zone","minute_aed",sms_aed');
    editLine(directory, "call-zones.csv", 3, () => '2,"0.75",0.35');
    editLine(directory, "plans.csv", 3, (text) => text.replace("standard,", '"standard",'));
    const line = lineOf(directory, "destinations.csv", "IN,");
    editLine(directory, "destinations.csv", line, () => 'IN,"India ""Bharat""",2,C');
    editLine(directory, "destinations.csv", line + 1, (text) => text.replace(/,(\d),/, ',"$1,'));
    expect(problemsOf(directory)).toEqual([
      `tariffs/destinations.csv:${line + 1}: a cell opens with a quote (") that is never closed: close it or remove it`,
    ]);
  });

  it("a missing file, once, not as every row it lacks", () => {
    const directory = copyOfTariffs();
    rmSync(path.join(directory, "destinations.csv"));
    expect(problemsOf(directory)).toEqual(["tariffs/destinations.csv: the file is missing"]);
  });

  it("reads what a spreadsheet saves: a byte-order mark, Windows line ends, blank lines", () => {
    const directory = copyOfTariffs();
    const file = path.join(directory, "call-zones.csv");
    const text = readFileSync(file, "utf8");
    writeFileSync(file, `\uFEFF${text.replaceAll("\n", "\r\n")}\r\n\r\n`);
    expect(loadTariffs(directory).callZones).toEqual(loadTariffs(TARIFFS_DIR).callZones);
  });
});

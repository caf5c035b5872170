import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { TeamFileError } from "../team-files/csv-table";
import { DEVICES_DIR, loadDevices } from "./load-devices";

/** The real file, copied for one test to spoil. */
function copyOfDevices(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), "sahab-devices-"));
  onTestFinished(() => rmSync(copy, { recursive: true, force: true }));
  const directory = path.join(copy, "devices");
  cpSync(DEVICES_DIR, directory, { recursive: true });
  return directory;
}

function problemsOf(directory: string): string[] {
  try {
    loadDevices(directory);
  } catch (error) {
    if (error instanceof TeamFileError) return error.message.split("\n");
    throw error;
  }
  throw new Error("the devices loaded without a problem");
}

const file = (directory: string) => path.join(directory, "devices.csv");

/** Replaces the line that starts with `start`, and returns its number. */
function editLine(directory: string, start: string, edit: (text: string) => string): number {
  const lines = readFileSync(file(directory), "utf8").split("\n");
  const index = lines.findIndex((text) => text.startsWith(start));
  if (index < 0) throw new Error(`no line starts with ${start}`);
  lines[index] = edit(lines[index] ?? "");
  writeFileSync(file(directory), lines.join("\n"));
  return index + 1;
}

function appendLine(directory: string, text: string): number {
  const lines = readFileSync(file(directory), "utf8").trimEnd().split("\n");
  writeFileSync(file(directory), `${[...lines, text].join("\n")}\n`);
  return lines.length + 1;
}

describe("the devices team's file as they keep it", () => {
  const { devices } = loadDevices();

  it("lists at least 80 phones of every maker the issue names", () => {
    expect(devices.length).toBeGreaterThanOrEqual(80);
    expect(new Set(devices.map((device) => device.brand))).toEqual(
      new Set([
        "Apple",
        "Samsung",
        "Google",
        "Huawei",
        "Xiaomi",
        "OPPO",
        "Honor",
        "Nothing",
        "Motorola",
        "vivo",
      ]),
    );
  });

  it("reads each answer as yes or no, and the aliases apart", () => {
    const a25 = devices.find((device) => device.model === "Galaxy A25 5G");
    expect(a25).toEqual({
      brand: "Samsung",
      model: "Galaxy A25 5G",
      aliases: ["Galaxy A25", "A25"],
      esim: false,
      fiveG: true,
      volte: true,
      wifiCalling: true,
    });
    // Every iPhone since the XS takes an eSIM; the 11s and the SE of 2020 have no 5G.
    const iphones = devices.filter((device) => device.model.startsWith("iPhone"));
    expect(iphones.every((device) => device.esim)).toBe(true);
    expect(iphones.filter((device) => !device.fiveG).map((device) => device.model)).toEqual([
      "iPhone 11",
      "iPhone 11 Pro",
      "iPhone 11 Pro Max",
      "iPhone SE (2nd generation)",
    ]);
  });
});

describe("a mistake in the devices team's file stops the build", () => {
  it("an answer that is not yes or no", () => {
    const directory = copyOfDevices();
    const line = editLine(
      directory,
      "Apple,iPhone 15,",
      () => "Apple,iPhone 15,,maybe,yes,yes,yes",
    );
    expect(problemsOf(directory)).toEqual([
      `devices/devices.csv:${line}: esim "maybe" must be yes or no`,
    ]);
  });

  it("a phone listed twice, whatever its case and spaces", () => {
    const directory = copyOfDevices();
    const line = appendLine(directory, "samsung,galaxy  s24,,yes,yes,yes,yes");
    expect(problemsOf(directory)).toEqual([
      `devices/devices.csv:${line}: samsung galaxy  s24 is listed again (first on line 43)`,
    ]);
  });

  it("an alias that names another phone, by its model or its alias", () => {
    const directory = copyOfDevices();
    const model = appendLine(directory, "Samsung,Galaxy S26,Galaxy S24,no,yes,yes,yes");
    const alias = appendLine(directory, "Samsung,Galaxy S27,S 25+,no,yes,yes,yes");
    const modelClash = appendLine(directory, "Samsung,Fold6,,no,yes,yes,yes");
    expect(problemsOf(directory)).toEqual([
      `devices/devices.csv:${model}: alias "Galaxy S24" also names Samsung Galaxy S24 (line 43): a name may call one phone only`,
      `devices/devices.csv:${alias}: alias "S 25+" also names Samsung Galaxy S25+ (line 48): a name may call one phone only`,
      `devices/devices.csv:${modelClash}: model "Fold6" also names Samsung Galaxy Z Fold6 (line 55): a name may call one phone only`,
    ]);
  });

  it("an empty name among the aliases, an empty brand or model", () => {
    const directory = copyOfDevices();
    const aliases = editLine(directory, "Samsung,Galaxy S24,", (text) =>
      text.replace(",S24,", ",S24;;Samsung S24,"),
    );
    const brand = appendLine(directory, ",Phone X,,no,no,yes,no");
    expect(problemsOf(directory)).toEqual([
      `devices/devices.csv:${aliases}: aliases has an empty name (a ; at the start, at the end or twice)`,
      `devices/devices.csv:${brand}: brand is empty: write the maker's name (Apple, Samsung)`,
    ]);
  });
});

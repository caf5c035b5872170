import { z } from "zod";
import { cell, yesNo } from "../team-files/cells.ts";

const nonEmpty = (what: string) =>
  z.string().refine((text) => text.trim() !== "", { message: `is empty: write the ${what}` });

/**
 * Other names people type for a phone, `;` between them (`S24;Samsung S24`); an empty cell is
 * none. A semicolon, not a comma, so a spreadsheet need not quote the cell.
 */
const aliases = cell<string[]>((text) => {
  if (text.trim() === "") return [];
  const names = text.split(";").map((name) => name.trim());
  if (names.includes("")) {
    return { problem: "has an empty name (a ; at the start, at the end or twice)" };
  }
  return names;
});

/** One phone a row: who makes it, what it is called, and what it does on our network. */
export const deviceRow = z.object({
  brand: nonEmpty("maker's name (Apple, Samsung)"),
  model: nonEmpty("model as its maker writes it (iPhone 15 Pro)"),
  aliases,
  esim: yesNo,
  "5g": yesNo,
  volte: yesNo,
  wifi_calling: yesNo,
});

/** The devices team's one file, with the schema of one row. */
export const deviceFiles = { "devices.csv": deviceRow };

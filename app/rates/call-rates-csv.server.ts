import { callZone, destinations, tariffTerms } from "../tariffs/tariffs";
import { CSV_COLUMNS } from "./call-rates-csv";
import { networkDestinations } from "./call-rules.server";

/** A cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line end. */
function cell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const aed = (fils: number) => `${Math.trunc(fils / 100)}.${String(fils % 100).padStart(2, "0")}`;

/**
 * Every destination's price from the UAE, a row per dialling code, both languages' names, from
 * the same tariff files as the pages, at build time. UTF-8 with a byte-order mark, so a
 * spreadsheet opens the Arabic names as Arabic; CRLF line ends, as spreadsheets write them;
 * names as plain text, with no bidi control characters (a spreadsheet shows them as junk).
 */
export function callRatesCsv(): string {
  const rows = [...destinations, ...networkDestinations()].flatMap((destination) => {
    const zone = callZone(destination.callZone);
    const main = destination.sharesCodeWith;
    return destination.dialCodes.map((code) => [
      `+${code}`,
      destination.names.en,
      destination.names.ar,
      aed(zone.minuteFils),
      aed(zone.smsFils),
      main ?? "",
      tariffTerms.pricesFrom,
    ]);
  });
  const lines = [CSV_COLUMNS as readonly string[], ...rows].map((row) =>
    row
      .map((text) => cell(text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")))
      .join(","),
  );
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

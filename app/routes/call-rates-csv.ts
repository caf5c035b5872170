import { callRatesCsv } from "../rates/call-rates-csv.server";

/** The whole rate list as a spreadsheet, prerendered at build from the tariff files. */
export function loader() {
  return new Response(callRatesCsv(), {
    headers: { "Content-Type": "text/csv; charset=utf-8" },
  });
}

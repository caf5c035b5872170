/** Where the whole rate list is downloaded, one file for both languages. */
export const CALL_RATES_CSV_PATH = "/international-call-rates.csv";

/** The columns of the download, in a spreadsheet's first row. */
export const CSV_COLUMNS = [
  "dialling_code",
  "name_en",
  "name_ar",
  "minute_aed",
  "sms_aed",
  "shares_code_with",
  "prices_from",
] as const;

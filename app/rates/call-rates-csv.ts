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

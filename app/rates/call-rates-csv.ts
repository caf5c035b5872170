/** Where the whole rate list is downloaded, one file for both languages. */
export const CALL_RATES_CSV_PATH = "/international-call-rates.csv";

/**
 * The UAE's clock: the calendar day and minute of an instant in UAE time whatever the clock of
 * the machine that asks (a server abroad, a visitor's phone set to another zone), and a time of
 * day as the house writes it. Free of imports: the browser bundles it with the stores' script.
 */

const DAY_MS = 86_400_000;
/**
 * UAE time is four hours ahead of UTC all year: the country keeps no summer time, so a fixed
 * offset is Asia/Dubai exactly, and needs no time-zone data in the browser's script.
 */
const UAE_OFFSET_MS = 4 * 3_600_000;
const MINUTES_A_DAY = 1_440;

/** The words a time of day is written with: `am`/`pm` (صباحاً/مساءً), noon, midnight, the joiner. */
export interface ClockWords {
  am: string;
  pm: string;
  noon: string;
  midnight: string;
  joiner: string;
}

/** The UAE calendar day an instant falls on, counted from 1 January 1970, and its minute. */
export function uaeClock(instant: number): { day: number; minute: number } {
  const local = instant + UAE_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  return { day, minute: Math.floor((local - day * DAY_MS) / 60_000) };
}

/** A day counted from 1 January 1970 as `YYYY-MM-DD`. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day's place in the week, Monday 0 to Sunday 6 (1 January 1970 was a Thursday). */
export function weekdayOfDay(day: number): number {
  return (day + 3) % 7;
}

/** A minute of the day as the house writes times: `9am`, `10:30pm`, `9 صباحاً`; 24:00 is midnight. */
export function timeOfDay(minutes: number, words: ClockWords): string {
  const inDay = minutes % MINUTES_A_DAY;
  if (inDay === 0) return words.midnight;
  if (inDay === 720) return words.noon;
  const hour = Math.floor(inDay / 60);
  const minute = inDay % 60;
  const clock = `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, "0")}` : ""}`;
  return `${clock}${words.joiner}${hour < 12 ? words.am : words.pm}`;
}

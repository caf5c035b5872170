/**
 * Whether a store is open at an instant, and when it next closes or opens, in UAE time
 * whatever the clock of the machine that asks: the server when it renders the page and the
 * visitor's browser when its script keeps a cached page true (store-hours.client.ts). Kept
 * free of imports but a type: the browser bundles this file.
 */
import type { OpeningWords } from "../content/stores";
import { dateOfDay, timeOfDay, uaeClock, weekdayOfDay } from "../domain/uae-clock";

// The clock's helpers, where the stores' modules have always found them.
export { dateOfDay, timeOfDay, uaeClock, weekdayOfDay };

/**
 * A day's opening, in minutes after that day's midnight: `[540, 1320]` is 9am to 10pm. A store
 * open past midnight closes after 1,440 (`[600, 1500]`: 10am to 1am the next day). `null`: closed.
 */
export type DayHours = readonly [opens: number, closes: number] | null;

/** Hours that replace the week's from `from` to `to`, both days included (`YYYY-MM-DD`). */
export interface SpecialDays {
  from: string;
  to: string;
  hours: DayHours;
}

/** What a store's opening depends on: its week, Monday first, and its special days. */
export interface StoreHours {
  week: readonly DayHours[];
  special: readonly SpecialDays[];
}

/** Where a store stands at an instant. */
export type StoreState =
  | { open: true; closes: number }
  | { open: false; opens: { inDays: number; date: string; weekday: number; at: number } | null };

const MINUTES_A_DAY = 1_440;
/** How far ahead the next opening is looked for: past it, the store is closed until notice. */
const DAYS_LOOKED_AHEAD = 60;

/** The hours a store keeps on a day: a special day's when one covers it, else the week's. */
export function hoursOnDay(store: StoreHours, day: number): DayHours {
  const date = dateOfDay(day);
  const special = store.special.find(({ from, to }) => from <= date && date <= to);
  return special ? special.hours : (store.week[weekdayOfDay(day)] ?? null);
}

/** Whether the store is open at `instant` (milliseconds since 1970), and until or from when. */
export function storeState(store: StoreHours, instant: number): StoreState {
  const { day, minute } = uaeClock(instant);
  const yesterday = hoursOnDay(store, day - 1);
  if (yesterday && yesterday[1] > MINUTES_A_DAY && minute < yesterday[1] - MINUTES_A_DAY) {
    return { open: true, closes: yesterday[1] - MINUTES_A_DAY };
  }
  const today = hoursOnDay(store, day);
  if (today && today[0] <= minute && minute < today[1]) return { open: true, closes: today[1] };
  for (let inDays = today && minute < today[0] ? 0 : 1; inDays <= DAYS_LOOKED_AHEAD; inDays += 1) {
    const hours = hoursOnDay(store, day + inDays);
    if (hours) {
      const weekday = weekdayOfDay(day + inDays);
      return {
        open: false,
        opens: { inDays, date: dateOfDay(day + inDays), weekday, at: hours[0] },
      };
    }
  }
  return { open: false, opens: null };
}

/** A day's hours as a range: `9am–10pm`; a closed day is the word for closed. */
export function hoursText(hours: DayHours, words: OpeningWords): string {
  return hours ? `${timeOfDay(hours[0], words)}–${timeOfDay(hours[1], words)}` : words.closed;
}

const fill = (text: string, slots: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => slots[name] ?? whole);

/**
 * The state as the page says it, in two parts: `Open now` and `closes at 10pm`; `Closed` and
 * `opens tomorrow at 9am`. A date beyond the coming week is said by `dateText`.
 */
export function statusText(
  state: StoreState,
  words: OpeningWords,
  dateText: (isoDate: string) => string,
): [headline: string, detail: string] {
  if (state.open)
    return [words.openNow, fill(words.closesAt, { time: timeOfDay(state.closes, words) })];
  const { opens } = state;
  if (!opens) return [words.closed, words.closedUntilNotice];
  const time = timeOfDay(opens.at, words);
  const detail =
    opens.inDays === 0
      ? fill(words.opensToday, { time })
      : opens.inDays === 1
        ? fill(words.opensTomorrow, { time })
        : opens.inDays < 7
          ? fill(words.opensOnWeekday, { time, day: words.weekdays[opens.weekday] ?? "" })
          : fill(words.opensOnDate, { time, day: dateText(opens.date) });
  return [words.closed, detail];
}

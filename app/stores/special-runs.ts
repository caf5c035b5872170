import { type SpecialDays, dateOfDay } from "./store-status";

/**
 * The days from `firstDay` (counted from 1970) for `dayCount` days that special hours cover,
 * each run of days under the same row once: the row that holds on each day is the first
 * that covers it, so a store's own row, listed first, wins over the one for every store.
 */
export function specialRuns<Row extends SpecialDays>(
  special: readonly Row[],
  firstDay: number,
  dayCount: number,
): { row: Row; first: string; last: string }[] {
  const runs: { row: Row; firstDay: number; lastDay: number }[] = [];
  for (let day = firstDay; day < firstDay + dayCount; day += 1) {
    const date = dateOfDay(day);
    const row = special.find(({ from, to }) => from <= date && date <= to);
    if (!row) continue;
    const run = runs.at(-1);
    if (run && run.row === row && run.lastDay === day - 1) run.lastDay = day;
    else runs.push({ row, firstDay: day, lastDay: day });
  }
  return runs.map(({ row, firstDay: first, lastDay: last }) => ({
    row,
    first: dateOfDay(first),
    last: dateOfDay(last),
  }));
}

/** How many days from `firstDay` until the last of the rows ends, that day included. */
export function daysUntilLast(special: readonly SpecialDays[], firstDay: number): number {
  const last = special.reduce((latest, { to }) => (to > latest ? to : latest), "");
  return last === "" ? 0 : Math.max(0, Date.parse(`${last}T00:00:00Z`) / 86_400_000 - firstDay + 1);
}

import type { OpeningWords } from "../content/stores";
import {
  type StoreHours,
  dateOfDay,
  statusText,
  storeState,
  uaeClock,
  weekdayOfDay,
} from "./store-status";

/**
 * Keeps a cached or prerendered stores page true: from the hours the server wrote beside each
 * store, says again whether it is open now in UAE time (whatever the device's zone), marks
 * today's row, drops special days that have passed, and does so again at every minute's turn.
 * The server's "as of" note goes, as the line is now live. No framework.
 */
export function enhanceStoreHours(root: HTMLElement): void {
  const words = JSON.parse(root.dataset.words ?? "{}") as OpeningWords;
  const dates = new Intl.DateTimeFormat(document.documentElement.lang, {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
    numberingSystem: "latn",
  });
  const dateText = (date: string) => dates.format(new Date(`${date}T00:00:00Z`));

  function refresh(): void {
    const now = Date.now();
    const { day } = uaeClock(now);
    const today = dateOfDay(day);
    const weekday = String(weekdayOfDay(day));
    for (const store of root.querySelectorAll<HTMLElement>("[data-hours]")) {
      const hours = JSON.parse(store.dataset.hours ?? "") as StoreHours;
      const state = storeState(hours, now);
      const [headline, detail] = statusText(state, words, dateText);
      const status = store.querySelector<HTMLElement>("[data-status]");
      if (status) {
        status.dataset.open = String(state.open);
        status.querySelector("[data-status-headline]")?.replaceChildren(headline);
        status.querySelector("[data-status-detail]")?.replaceChildren(detail);
        status.querySelector("[data-status-as-of]")?.remove();
      }
      for (const row of store.querySelectorAll<HTMLElement>("[data-weekday]")) {
        const isToday = row.dataset.weekday === weekday;
        row.toggleAttribute("data-today", isToday);
        row.querySelector<HTMLElement>("[data-today-label]")?.toggleAttribute("hidden", !isToday);
        if (isToday) row.setAttribute("aria-current", "date");
        else row.removeAttribute("aria-current");
      }
      for (const item of store.querySelectorAll<HTMLElement>("[data-until]")) {
        item.hidden = (item.dataset.until ?? "") < today;
      }
    }
  }

  const nextMinute = () => setTimeout(tick, 60_000 - (Date.now() % 60_000));
  function tick(): void {
    refresh();
    nextMinute();
  }
  refresh();
  nextMinute();
  root.dataset.hydrated = "";
}

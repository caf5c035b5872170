import { cell } from "../team-files/cells.ts";
import type { DayHours } from "./store-status.ts";

/*
 * The one kind of cell the retail team's files hold beyond those every team's files share
 * (app/team-files/cells.ts): a day's hours, read from the text a spreadsheet saves and refused
 * with a reason the team can act on.
 */

/** The words that say a store is closed all day, and that its closing falls after midnight. */
export const CLOSED = "closed";
const NEXT_DAY = "next day";

/** `9:00` or `09:00`, `24:00` allowed as a closing time: minutes after midnight, or undefined. */
function minutesOf(text: string, closing: boolean): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59) return undefined;
  if (hours > 23 && !(closing && hours === 24 && minutes === 0)) return undefined;
  return hours * 60 + minutes;
}

/**
 * A day's hours: `09:00-22:00`, `closed`, or, for a store open past midnight, the closing time
 * followed by `next day` (`10:00-01:00 next day`), which is never guessed from a closing time
 * earlier than the opening.
 */
export const dayHours = cell<DayHours>((text) => {
  if (text.toLowerCase() === CLOSED) return null;
  const match = /^(\S+)\s*[-–]\s*(\S+)(\s+next day)?$/i.exec(text);
  const written = `write it like 09:00-22:00, 10:00-01:00 ${NEXT_DAY} or ${CLOSED}`;
  if (!match) return { problem: `"${text}" is not a day's hours (${written})` };
  const opens = minutesOf(match[1] ?? "", false);
  const closes = minutesOf(match[2] ?? "", true);
  if (opens === undefined) return { problem: `"${match[1]}" is not a time of day (${written})` };
  if (closes === undefined) return { problem: `"${match[2]}" is not a time of day (${written})` };
  if (match[3]) {
    if (closes >= opens) {
      return { problem: `"${text}" says ${NEXT_DAY}, but closes after it opens the same day` };
    }
    return [opens, closes + 1_440];
  }
  if (closes <= opens) {
    return {
      problem: `"${text}" closes before it opens (a store open past midnight adds "${NEXT_DAY}": 10:00-01:00 ${NEXT_DAY})`,
    };
  }
  return [opens, closes];
});

// English words every page writes the same way (docs/glossary.md keeps the list).
import { englishCount, englishNouns } from "../../i18n/english-count";

/** 24/7 in a sentence; short labels write "24/7". */
export const aroundTheClock = `${englishCount(24, englishNouns.hour)} a day, ${englishCount(7, englishNouns.day)} a week`;

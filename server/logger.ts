import { format } from "node:util";
import { pino } from "pino";
import { logLevel, SettingError } from "./settings";

/**
 * The server's log: one JSON object per line on stdout, at LOG_LEVEL. What may appear in it,
 * and what never may (no visitor's address, contact details, message or headers), is set out
 * in docs/decisions/028-health-logs-and-a-proxy-in-front.md.
 */
export const logger = pino({
  // An invalid LOG_LEVEL is reported (through this very logger) by the start's settings check.
  level: levelOrDefault(),
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

function levelOrDefault() {
  try {
    return logLevel();
  } catch (error) {
    if (error instanceof SettingError) return "info";
    throw error;
  }
}

const CONSOLE_LEVELS = { log: "info", info: "info", warn: "warn", error: "error" } as const;

/**
 * Sends what the app writes to the console into the log, so every line a server process
 * writes is JSON. The app cannot import the server's logger (imports run from server/ to app/
 * only), and what it writes (a failed purge, a delivery given up) is the server's own news,
 * never a visitor's input. An error among the arguments becomes the line's `err`.
 */
export function sendConsoleToLog(): void {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    console[method as keyof typeof CONSOLE_LEVELS] = (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== err);
      if (err && rest.length === 0) logger[level](err);
      else if (err) logger[level]({ err }, format(...rest));
      else logger[level](format(...rest));
    };
  }
}

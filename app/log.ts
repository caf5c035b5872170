import { createContext } from "react-router";

/** One way of saying something: a message, or details (an error as `err`) and a message. */
export interface LogMethod {
  (message: string): void;
  (details: { err: unknown }, message: string): void;
}

/**
 * Where the app says what happened to it that a person running the site should know (a
 * message that could not be stored, a delivery given up, an old message purged): never a
 * visitor's input. The server passes its own log (pino's has this shape), so every line its
 * processes write is JSON (docs/decisions/028-health-logs-and-a-proxy-in-front.md); the app
 * never writes to the console behind its back.
 */
export interface Log {
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
}

/**
 * The console as a log, for what runs without the server: the build's prerendering, and tests
 * that do not pass a log of their own.
 */
export const consoleLog: Log = {
  info: (...args: unknown[]) => console.info(...lineOf(args)),
  warn: (...args: unknown[]) => console.warn(...lineOf(args)),
  error: (...args: unknown[]) => console.error(...lineOf(args)),
};

function lineOf(args: unknown[]): unknown[] {
  const [first, message] = args;
  if (typeof first === "string") return [first];
  return [message, (first as { err: unknown }).err];
}

/** The log a request's loaders, actions and rendering write to; the server sets it. */
export const logContext = createContext<Log>(consoleLog);

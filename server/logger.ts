import { pino } from "pino";

/**
 * The lines written during one turn of the event loop, written together at its end: under
 * load one write carries the lines of every request answered in that turn, where one write per
 * line was the largest cost left of a file answered from memory
 * (docs/decisions/055-the-build-served-from-memory.md). A line waits for nothing else, and
 * what is left is written when the process exits.
 */
function linesPerTurn(destination: { write(text: string): unknown }) {
  let lines: string[] = [];
  const flush = () => {
    if (lines.length === 0) return;
    const text = lines.join("");
    lines = [];
    destination.write(text);
  };
  process.on("exit", flush);
  return {
    write(line: string) {
      if (lines.push(line) === 1) setImmediate(flush);
    },
  };
}

/**
 * The server's log: one JSON object per line on stdout, at LOG_LEVEL (set by the start once the
 * settings are read; `info` until then). The server passes it to the app (app/log.ts), which
 * writes nothing to the console itself. What may appear in it, and what never may (no
 * visitor's address, contact details, message, headers or query string), is set out in
 * docs/decisions/028-health-logs-and-a-proxy-in-front.md.
 */
export const logger = pino(
  {
    level: "info",
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: errorWithoutQueries },
  },
  linesPerTurn(pino.destination({ dest: 1, sync: true })),
);

/**
 * A URL's query in a message or a stack (`…/?email=…`), which may hold what a visitor typed:
 * cut wherever a library quotes a request's URL.
 */
const QUERY = /(\?|%3F)[^\s"'`)]+/gi;

/** Text with any query string cut out. */
export const withoutQueries = (text: string) => text.replace(QUERY, "?…");

/** An error as its type, message and stack, with any query string cut out of the text. */
export function errorWithoutQueries(err: unknown) {
  if (!(err instanceof Error)) return err;
  return {
    type: err.name,
    message: withoutQueries(err.message),
    stack: err.stack === undefined ? undefined : withoutQueries(err.stack),
  };
}

import { type DestinationStream, pino } from "pino";

/** How long a line may wait to be written with others, and how much may wait at most. */
const BATCH_MS = 10;
const BATCH_BYTES = 64 * 1024;

/**
 * Lines written together, every 10 ms or each 64 KB: the request's line was the largest cost
 * left of a file answered from memory, and most of it was the write, even one per turn of the
 * event loop, since a turn under load answers only a few requests
 * (docs/decisions/063-what-a-request-costs-the-origin.md). What waits is written when the
 * process exits; only a process killed outright (SIGKILL) loses its last 10 ms of lines.
 */
function inBatches(destination: DestinationStream): DestinationStream {
  let lines: string[] = [];
  let bytes = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (lines.length === 0) return;
    const text = lines.join("");
    lines = [];
    bytes = 0;
    destination.write(text);
  };
  process.on("exit", flush);
  return {
    write(line: string) {
      lines.push(line);
      bytes += line.length;
      if (bytes >= BATCH_BYTES) flush();
      else timer ??= setTimeout(flush, BATCH_MS).unref();
    },
  };
}

/** pino's message for an answered request, which every request's line shares. */
export const REQUEST_COMPLETED = "request completed";

/**
 * What a request's line says: never more (docs/decisions/028-health-logs-and-a-proxy-in-front.md).
 */
export interface RequestLine {
  id: string;
  method: string;
  path: string;
  status: number;
  responseTime: number;
}

/**
 * The server's log, written to `destination`: one JSON object per line, at LOG_LEVEL (set by
 * the start once the settings are read; `info` until then). The server passes it to the app
 * (app/log.ts), which writes nothing to the console itself. What may appear in it, and what
 * never may (no visitor's address, contact details, message, headers or query string), is set
 * out in docs/decisions/028-health-logs-and-a-proxy-in-front.md.
 */
export function createServerLog(destination: DestinationStream) {
  const lines = inBatches(destination);
  const logger = pino(
    {
      level: "info",
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: errorWithoutQueries },
    },
    lines,
  );
  /**
   * A request's line, exactly as `logger.info({ req, res, responseTime }, REQUEST_COMPLETED)`
   * writes it, but put together here: the fields are few and known, and pino's general
   * serialization was about a tenth of what a file answered from memory cost
   * (docs/decisions/063-what-a-request-costs-the-origin.md). Every string still goes through
   * JSON.stringify; the unit tests compare the two lines.
   */
  function writeRequestLine({ id, method, path, status, responseTime }: RequestLine): void {
    if (!logger.isLevelEnabled("info")) return;
    lines.write(
      `{"level":"info","time":"${new Date().toISOString()}","pid":${process.pid},` +
        `"req":{"id":${JSON.stringify(id)},"method":${JSON.stringify(method)},` +
        `"path":${JSON.stringify(path)}},"res":{"status":${status}},` +
        `"responseTime":${responseTime},"msg":"${REQUEST_COMPLETED}"}\n`,
    );
  }
  return { logger, writeRequestLine };
}

/** The server's log, on stdout. */
export const { logger, writeRequestLine } = createServerLog(
  pino.destination({ dest: 1, sync: true }),
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

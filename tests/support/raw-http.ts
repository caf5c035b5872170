import { request as httpRequest } from "node:http";
import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request exactly as given, for what a browser's or Playwright's client will not
 * send: TRACE, a chunked form, a length that lies, a body larger than it says, a path with
 * percent-encodings left as they are, or `target`, the request line's target as written (an
 * absolute URL, as a proxy is sent).
 */
export function rawRequest(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
    target,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    target?: string;
  } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // A body goes with its length, as a browser sends it, unless the test chose chunks.
    const names = Object.keys(headers).map((name) => name.toLowerCase());
    const sized =
      body === undefined || names.includes("content-length") || names.includes("transfer-encoding")
        ? headers
        : { ...headers, "Content-Length": String(Buffer.byteLength(body)) };
    const { origin, pathname, search } = new URL(url);
    // The path as given: the URL parser would keep percent-encodings, but not `target`.
    const path = target ?? url.slice(origin.length) ?? `${pathname}${search}`;
    const options = { method, headers: sized, agent: false, path };
    const request = httpRequest(origin, options, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    // The server may answer and close before it has read what is still being sent.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    if (body !== undefined) request.write(body);
    request.end();
  });
}

/**
 * An answer as the server wrote it: its status line, its headers (names in lower case, a name
 * given twice joined by a comma) and its body, as written (chunks not decoded).
 */
function parseAnswer(written: string): RawAnswer {
  const end = written.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = written.slice(0, end < 0 ? undefined : end).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  return { status, headers, body: end < 0 ? "" : written.slice(end + 4) };
}

export interface Exchange extends RawAnswer {
  /** Whether the server ended the connection, rather than the client after waiting for it. */
  closedByServer: boolean;
}

/**
 * Writes `request` byte for byte on a new connection to 127.0.0.1:`port`, for what no HTTP
 * client sends (a request without `Host`); resolves with the server's answer once it closes
 * the connection, or once `waitMs` has passed without it doing so.
 */
export function rawExchange(port: number, request: string, waitMs = 2_000): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request, "latin1"));
    let written = "";
    let closedByServer = true;
    const wait = setTimeout(() => {
      closedByServer = false;
      socket.destroy();
    }, waitMs);
    socket.on("data", (data: Buffer) => (written += data.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(wait);
      resolve({ ...parseAnswer(written), closedByServer });
    });
  });
}

export interface Upload extends Exchange {
  /** Whether the whole body was sent before the server ended the connection. */
  sentAll: boolean;
}

/**
 * Sends the request `head` (its lines, without the blank one) to 127.0.0.1:`port` with a body
 * of `bytes`: the first 64 KB at once; then, once the server has answered (or a second has
 * passed), the rest, as fast as the server takes it, until the server ends the connection; once
 * the whole body is sent, waits a second for it to do so. For a refusal that must not read on:
 * `sentAll` and `closedByServer` say whether it did. The pause lets the answer be read before
 * the rest is sent: a server that closes a connection whose data it has not read resets it, and
 * a client still writing then loses the answer (RFC 9112, section 9.6).
 */
export function uploadUntilClosed(port: number, head: string[], bytes: number): Promise<Upload> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunk = Buffer.alloc(Math.min(64 * 1024, bytes), "x");
    let written = "";
    let sent = 0;
    let closedByServer = true;
    const pump = () => {
      while (sent < bytes && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(chunk)) {
          socket.once("drain", pump);
          return;
        }
      }
      if (sent >= bytes) {
        setTimeout(() => {
          closedByServer = socket.destroyed;
          socket.destroy();
        }, 1_000).unref();
      }
    };
    const pumpLater = setTimeout(pump, 1_000);
    socket.on("connect", () => {
      socket.write(`${head.join("\r\n")}\r\nContent-Length: ${bytes}\r\n\r\n`);
      socket.write(chunk);
      sent = chunk.length;
    });
    socket.on("data", (data: Buffer) => {
      const answered = written.includes("\r\n\r\n");
      written += data.toString("latin1");
      if (!answered && written.includes("\r\n\r\n")) {
        clearTimeout(pumpLater);
        setImmediate(pump);
      }
    });
    // The server may reset a connection it closes with the body still coming.
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(pumpLater);
      resolve({ ...parseAnswer(written), sentAll: sent >= bytes, closedByServer });
    });
  });
}

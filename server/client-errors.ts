import { createServer, type RequestListener, type Server, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { contentSecurityPolicy } from "./csp";
import type { Header } from "./security-headers";

/** The status Node's own answer to each kind of unreadable request has. */
const STATUS_OF: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * The headers of an answer Node would make itself: the security headers every other answer of
 * the site carries, the policy that allows no inline code, no body, and the connection closed
 * (what follows such a request is not read).
 */
function refusalHeaders(headers: readonly Header[]): Header[] {
  return [
    ...headers,
    ["Content-Security-Policy", contentSecurityPolicy()],
    ["Content-Length", "0"],
    ["Connection", "close"],
  ];
}

/**
 * What Node answers itself, for a request it cannot read far enough to hand on (headers over
 * its limit, a method it does not know, a broken request line): the same status and empty
 * body as Node's own answer, but with the headers of refusalHeaders. For the server's
 * `clientError` event.
 */
export function answerClientErrors(
  headers: readonly Header[],
): (error: NodeJS.ErrnoException, socket: Duplex & { bytesWritten?: number }) => void {
  const refusal = refusalHeaders(headers);
  return (error, socket) => {
    // A half-written answer cannot be followed by another; a reset socket takes nothing.
    if (error.code === "ECONNRESET" || !socket.writable || socket.bytesWritten !== 0) {
      socket.destroy();
      return;
    }
    const status = STATUS_OF[error.code ?? ""] ?? 400;
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      ...refusal.map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join("\r\n")}\r\n\r\n`);
  };
}

/**
 * The site's HTTP server: `listener` answers every request Node can read, and what Node would
 * refuse with an answer of its own is refused with the headers of refusalHeaders instead. That
 * is an unreadable request (answerClientErrors), and an HTTP/1.1 request without `Host`, which
 * RFC 9112 (section 3.2) says to refuse with 400: Node's own check answers that bare, before any
 * listener could add a header, so it is switched off and made here, as Node makes it.
 */
export function createSiteServer(listener: RequestListener, headers: readonly Header[]): Server {
  const withoutHost = Object.fromEntries(refusalHeaders(headers));
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    if (req.httpVersion === "1.1" && req.headers.host === undefined) {
      res.writeHead(400, withoutHost).end();
      return;
    }
    listener(req, res);
  });
  server.on("clientError", answerClientErrors(headers));
  return server;
}

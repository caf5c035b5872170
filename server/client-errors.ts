import { STATUS_CODES } from "node:http";
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
 * What Node answers itself, for a request it cannot read far enough to hand on (headers over
 * its limit, a method it does not know, a broken request line): the same status and empty
 * body as Node's own answer, but with the security headers every other answer of the site
 * carries, and the policy that allows no inline code. For the server's `clientError` event.
 */
export function answerClientErrors(
  headers: readonly Header[],
): (error: NodeJS.ErrnoException, socket: Duplex & { bytesWritten?: number }) => void {
  const policy = contentSecurityPolicy();
  return (error, socket) => {
    // A half-written answer cannot be followed by another; a reset socket takes nothing.
    if (error.code === "ECONNRESET" || !socket.writable || socket.bytesWritten !== 0) {
      socket.destroy();
      return;
    }
    const status = STATUS_OF[error.code ?? ""] ?? 400;
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      ...headers.map(([name, value]) => `${name}: ${value}`),
      `Content-Security-Policy: ${policy}`,
      "Content-Length: 0",
      "Connection: close",
    ];
    socket.end(`${lines.join("\r\n")}\r\n\r\n`);
  };
}

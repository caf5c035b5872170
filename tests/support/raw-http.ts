import { request as httpRequest } from "node:http";

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

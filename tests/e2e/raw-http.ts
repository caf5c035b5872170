import { request as httpRequest } from "node:http";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request exactly as given, for what a browser's or Playwright's client will not
 * send: TRACE, a chunked form, a length that lies, a body larger than it says.
 */
export function rawRequest(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // A body goes with its length, as a browser sends it, unless the test chose chunks.
    const names = Object.keys(headers).map((name) => name.toLowerCase());
    const sized =
      body === undefined || names.includes("content-length") || names.includes("transfer-encoding")
        ? headers
        : { ...headers, "Content-Length": String(Buffer.byteLength(body)) };
    const request = httpRequest(url, { method, headers: sized, agent: false }, (response) => {
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

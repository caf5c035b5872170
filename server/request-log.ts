import type { RequestHandler } from "express";

/**
 * One line per request once the answer is sent: time, method, path, status, duration and
 * size. The visitor's address is deliberately left out (see the Privacy Policy).
 */
export const logRequests: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  const { method, originalUrl } = req;
  res.on("finish", () => {
    const milliseconds = Number(process.hrtime.bigint() - started) / 1e6;
    const length = res.getHeader("content-length") ?? "-";
    console.log(
      `${new Date().toISOString()} ${method} ${originalUrl} ${res.statusCode} ${milliseconds.toFixed(1)}ms ${String(length)}`,
    );
  });
  next();
};

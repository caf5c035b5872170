import type { RequestHandler } from "express";

/**
 * One line per request once the answer is sent: time, method, path, status, duration and
 * size. The visitor's address is deliberately left out (see the Privacy Policy).
 */
export const logRequests: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  const { method } = req;
  // The path only: a query may carry what a visitor typed, and the policy promises paths.
  const path = req.originalUrl.split("?")[0];
  res.on("finish", () => {
    const milliseconds = Number(process.hrtime.bigint() - started) / 1e6;
    const length = res.getHeader("content-length") ?? "-";
    console.log(
      `${new Date().toISOString()} ${method} ${path} ${res.statusCode} ${milliseconds.toFixed(1)}ms ${String(length)}`,
    );
  });
  next();
};

import type { RequestHandler } from "express";

/** Where a platform's checks and a load balancer ask whether this instance can serve. */
export const HEALTH_PATH = "/healthz";

/** How long the database may take to answer before the instance counts as unhealthy. */
export const HEALTH_TIMEOUT_MS = 2000;

export type HealthBody =
  { status: "ok"; database: "ok" } | { status: "unavailable"; database: "unavailable" | "timeout" };

/**
 * `GET /healthz`: 200 `{"status":"ok","database":"ok"}` when this process serves and the
 * database answers; 503 with the same shape saying what is wrong when it does not, within
 * `timeoutMs` even if the database hangs. Never cached, no cookie, nothing of the failure's
 * detail in the body (it is public). See docs/decisions/028-health-logs-and-a-proxy-in-front.md.
 */
export function healthCheck(
  checkDatabase: () => Promise<void>,
  timeoutMs = HEALTH_TIMEOUT_MS,
): RequestHandler {
  return (req, res, next) => {
    if (req.path !== HEALTH_PATH || (req.method !== "GET" && req.method !== "HEAD")) {
      return next();
    }
    void databaseState(checkDatabase, timeoutMs).then((database) => {
      const body: HealthBody =
        database === "ok" ? { status: "ok", database } : { status: "unavailable", database };
      res
        .status(database === "ok" ? 200 : 503)
        .set("Cache-Control", "no-store")
        .json(body);
    });
  };
}

async function databaseState(
  checkDatabase: () => Promise<void>,
  timeoutMs: number,
): Promise<"ok" | "unavailable" | "timeout"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  const check = checkDatabase().then(
    () => "ok" as const,
    () => "unavailable" as const,
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

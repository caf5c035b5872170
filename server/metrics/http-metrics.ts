import { Counter, Histogram, type Registry } from "prom-client";

/** The methods counted by name; any other is `other`, so a client cannot add series. */
const COUNTED_METHODS = new Set(["GET", "HEAD", "POST"]);

export type RecordRequest = (
  route: string,
  method: string,
  status: number,
  seconds: number,
) => void;

/**
 * Requests by route, method and status, and how long they took by route (from the request's
 * arrival to its last byte handed to the socket).
 */
export function httpMetrics(registry: Registry): RecordRequest {
  const requests = new Counter({
    name: "sahab_http_requests_total",
    help: "HTTP requests answered, by route pattern, method and status.",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "sahab_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route pattern.",
    labelNames: ["route"] as const,
    // From a page sent from memory (well under a millisecond) to a slow form post.
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return (route, method, status, seconds) => {
    requests.inc({ route, method: COUNTED_METHODS.has(method) ? method : "other", status });
    duration.observe({ route }, seconds);
  };
}

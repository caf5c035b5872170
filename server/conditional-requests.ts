import type { IncomingHttpHeaders } from "node:http";

/**
 * What a representation is compared by: its entity tag, and its time to the second when it has
 * one (a page rendered per request has none: its dates would say nothing its tag does not).
 */
export interface Validators {
  etag: string;
  /** Milliseconds, a whole number of seconds (an HTTP date has no less). */
  lastModified?: number;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

const isWeak = (tag: string) => tag.trim().startsWith("W/");

/**
 * Whether an If-Match or If-None-Match list names `etag`, itself strong or weak (RFC 9110
 * §8.8.3.2): weakly, a tag with or without `W/` counts; strongly, only two strong tags can.
 */
function listNames(list: string, etag: string, { weak }: { weak: boolean }): boolean {
  if (list.trim() === "*") return true;
  if (!weak && isWeak(etag)) return false;
  return list.split(",").some((tag) => (weak || !isWeak(tag)) && opaque(tag) === opaque(etag));
}

/** A date header as milliseconds, or NaN when it is not a date. */
const dateOf = (value: string) => Date.parse(value);

/**
 * The answer the preconditions of a GET or HEAD call for, in the order RFC 9110 §13.2.2
 * evaluates them: 412 when If-Match or If-Unmodified-Since fails, 304 when If-None-Match or
 * If-Modified-Since is the file's exact date, else 200. A date that is not one is
 * ignored, as the RFC asks.
 */
export function preconditionStatus(
  headers: IncomingHttpHeaders,
  { etag, lastModified }: Validators,
): 200 | 304 | 412 {
  const ifMatch = headers["if-match"];
  const ifUnmodifiedSince = headers["if-unmodified-since"];
  if (ifMatch !== undefined) {
    if (!listNames(ifMatch, etag, { weak: false })) return 412;
  } else if (
    ifUnmodifiedSince !== undefined &&
    lastModified !== undefined &&
    lastModified > dateOf(ifUnmodifiedSince)
  ) {
    return 412;
  }
  const ifNoneMatch = headers["if-none-match"];
  const ifModifiedSince = headers["if-modified-since"];
  if (ifNoneMatch !== undefined) return listNames(ifNoneMatch, etag, { weak: true }) ? 304 : 200;
  // Only the file's own date, as nginx compares it (`if_modified_since exact`): a browser sends
  // back the Last-Modified it was given, and a later date (one in the future, which RFC 9110
  // calls invalid) proves nothing about the copy the client holds.
  if (ifModifiedSince !== undefined && dateOf(ifModifiedSince) === lastModified) return 304;
  return 200;
}

/** The bytes a Range asks for, first and last included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range of `size` bytes a GET's Range header asks for (RFC 9110 §14): undefined when
 * it is to be ignored (no header, not one byte range, or If-Range names another version), or
 * "unsatisfiable" (416) when it starts past the end. Several ranges are answered whole, as
 * the RFC allows.
 */
export function requestedRange(
  headers: IncomingHttpHeaders,
  size: number,
  validators: Validators,
): ByteRange | "unsatisfiable" | undefined {
  const range = headers.range;
  if (range === undefined) return undefined;
  const ifRange = headers["if-range"];
  if (typeof ifRange === "string" && !ifRangeHolds(ifRange.trim(), validators)) return undefined;
  const bytes = /^bytes=\s*(\d*)-(\d*)\s*$/i.exec(range);
  if (!bytes) return undefined;
  const [, first = "", last = ""] = bytes;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    const suffix = Number(last);
    return suffix === 0 || size === 0
      ? "unsatisfiable"
      : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}

/** If-Range: a strong tag equal to the current one, or the exact Last-Modified date. */
function ifRangeHolds(ifRange: string, { etag, lastModified }: Validators): boolean {
  if (ifRange.startsWith('"') || ifRange.startsWith("W/")) return !isWeak(etag) && ifRange === etag;
  return dateOf(ifRange) === lastModified;
}

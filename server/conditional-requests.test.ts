import { describe, expect, it } from "vitest";
import { preconditionStatus, requestedRange } from "./conditional-requests";

const version = {
  etag: '"6b07486e-2125"',
  lastModified: Date.parse("Wed, 25 Nov 2026 20:43:26 GMT"),
};
const at = (ms: number) => new Date(ms).toUTCString();

describe("preconditions of a GET", () => {
  it("evaluates them in the RFC's order", () => {
    expect(preconditionStatus({}, version)).toBe(200);
    expect(preconditionStatus({ "if-none-match": "*" }, version)).toBe(304);
    // If-None-Match decides alone: a date beside it is not looked at.
    const stale = { "if-none-match": '"other"', "if-modified-since": at(version.lastModified) };
    expect(preconditionStatus(stale, version)).toBe(200);
    expect(preconditionStatus({ "if-modified-since": "yesterday" }, version)).toBe(200);
    expect(preconditionStatus({ "if-modified-since": at(version.lastModified) }, version)).toBe(
      304,
    );
    // Only the exact date, as nginx compares it: a later one, even in the future, is no proof.
    for (const later of [
      version.lastModified + 1000,
      Date.parse("Fri, 01 Jan 2100 00:00:00 GMT"),
    ]) {
      expect(preconditionStatus({ "if-modified-since": at(later) }, version), at(later)).toBe(200);
    }
    expect(preconditionStatus({ "if-match": `W/${version.etag}` }, version)).toBe(412);
    const unmodifiedSince = { "if-unmodified-since": at(version.lastModified - 1000) };
    expect(preconditionStatus(unmodifiedSince, version)).toBe(412);
    expect(preconditionStatus({ "if-unmodified-since": at(version.lastModified) }, version)).toBe(
      200,
    );
  });

  it("compares a weak tag, as a rendered page has, weakly for If-None-Match only", () => {
    const rendered = { etag: 'W/"1f-abc"' };
    for (const ifNoneMatch of ['W/"1f-abc"', '"1f-abc"', '"other", W/"1f-abc"', "*"]) {
      expect(preconditionStatus({ "if-none-match": ifNoneMatch }, rendered), ifNoneMatch).toBe(304);
    }
    expect(preconditionStatus({ "if-none-match": 'W/"other"' }, rendered)).toBe(200);
    // No date to compare: If-Modified-Since and If-Unmodified-Since are ignored.
    const dates = { "if-modified-since": at(0), "if-unmodified-since": at(0) };
    expect(preconditionStatus(dates, rendered)).toBe(200);
    // A strong comparison never holds for a weak tag, but `*` does.
    expect(preconditionStatus({ "if-match": 'W/"1f-abc"' }, rendered)).toBe(412);
    expect(preconditionStatus({ "if-match": "*" }, rendered)).toBe(200);
  });
});

describe("a byte range", () => {
  it("is one range of bytes, or it is ignored", () => {
    expect(requestedRange({ range: "bytes=10-19" }, 100, version)).toEqual({ start: 10, end: 19 });
    expect(requestedRange({ range: "bytes=90-200" }, 100, version)).toEqual({ start: 90, end: 99 });
    expect(requestedRange({ range: "bytes=-200" }, 100, version)).toEqual({ start: 0, end: 99 });
    for (const range of ["bytes=0-1,5-6", "bytes=5-1", "bytes=-", "items=0-1", "bytes=a-b"]) {
      expect(requestedRange({ range }, 100, version), range).toBeUndefined();
    }
    expect(requestedRange({ range: "bytes=100-" }, 100, version)).toBe("unsatisfiable");
    expect(requestedRange({ range: "bytes=-0" }, 100, version)).toBe("unsatisfiable");
  });

  it("holds only for the version If-Range names, by strong tag or exact date", () => {
    const range = "bytes=0-0";
    expect(requestedRange({ range, "if-range": version.etag }, 10, version)).toBeDefined();
    expect(requestedRange({ range, "if-range": `W/${version.etag}` }, 10, version)).toBeUndefined();
    const date = at(version.lastModified);
    expect(requestedRange({ range, "if-range": date }, 10, version)).toBeDefined();
    const later = at(version.lastModified + 1000);
    expect(requestedRange({ range, "if-range": later }, 10, version)).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { canonicalPathOf } from "./request-target";

describe("the one spelling of a path", () => {
  it("writes ordinary characters plainly and other percent-encodings in capitals", () => {
    expect(canonicalPathOf("/ter%6Ds")).toBe("/terms");
    expect(canonicalPathOf("/%61r/%70rivacy")).toBe("/ar/privacy");
    expect(canonicalPathOf("/cookie%2dpolicy")).toBe("/cookie-policy");
    expect(canonicalPathOf("/a%7eb%5F%2E")).toBe("/a~b_.");
    expect(canonicalPathOf("/a%2fb%3a")).toBe("/a%2Fb%3A");
    expect(canonicalPathOf("/%D8%B9")).toBe("/%D8%B9");
  });

  it("has no dot segments, trailing slash or second leading slash", () => {
    expect(canonicalPathOf("/ar/../terms")).toBe("/terms");
    expect(canonicalPathOf("/ar/%2e%2E/terms")).toBe("/terms");
    expect(canonicalPathOf("/./terms/.")).toBe("/terms");
    expect(canonicalPathOf("/../../etc")).toBe("/etc");
    expect(canonicalPathOf("/terms///")).toBe("/terms");
    expect(canonicalPathOf("//example.com/")).toBe("/example.com");
    expect(canonicalPathOf("/")).toBe("/");
  });

  it("reads a backslash as a slash, as browsers and React Router do", () => {
    expect(canonicalPathOf("/roaming\\")).toBe("/roaming");
    expect(canonicalPathOf("/x\\..\\terms")).toBe("/terms");
    expect(canonicalPathOf("/\\evil.example")).toBe("/evil.example");
    expect(canonicalPathOf("/ar\\terms")).toBe("/ar/terms");
    // Percent-encoded, it is a character of the path like any other.
    expect(canonicalPathOf("/a%5cb")).toBe("/a%5Cb");
  });

  it("leaves a canonical path as it is", () => {
    for (const path of ["/", "/terms", "/ar/cookie-policy", "/_.data", "/assets/root-a1b2.js"]) {
      expect(canonicalPathOf(path)).toBe(path);
    }
  });

  it("is none for what is not percent-encoded UTF-8, or hides a control character", () => {
    for (const path of ["/%FF", "/ar/%E0%A4%A", "/%", "/%ZZ", "/%C0%AF", "/%00", "/a%0Ab"]) {
      expect(canonicalPathOf(path), path).toBeUndefined();
    }
  });
});

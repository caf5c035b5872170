import { describe, expect, it } from "vitest";
import { typedLine, typedParam, typedText } from "./typed-text";

describe("typed text", () => {
  it("has no bidi controls, so none can reorder what is shown after it", () => {
    expect(typedText("\u202Eevil.exe")).toBe("evil.exe");
    expect(typedText("a\u202Ab\u202Cc\u2066d\u2069\u200Fe")).toBe("abcde");
    // Everything else stays as typed: Arabic, line breaks, a NUL the form itself refuses.
    expect(typedText("محمد\nAli\u0000")).toBe("محمد\nAli\u0000");
  });

  it("as one line, has no control characters either, and is trimmed", () => {
    expect(typedLine(" \u0000\u202Ephil\u0000ippines\t")).toBe("phil ippines");
    expect(typedLine("\u202E")).toBe("");
    expect(typedLine("الهند")).toBe("الهند");
  });

  it("as a query parameter, is one typed line cut to its length, null when not asked", () => {
    const query = new URLSearchParams({ near: `\u0000\u202E${"x".repeat(8000)}`, empty: "" });
    expect(typedParam(query, "near", 60)).toBe("x".repeat(60));
    expect(typedParam(query, "empty", 60)).toBe("");
    expect(typedParam(query, "area", 60)).toBeNull();
    // A character outside the first plane is two UTF-16 units: the cut keeps it whole.
    expect(typedParam(new URLSearchParams({ q: "a😀b" }), "q", 2)).toBe("a😀");
  });
});

import { describe, expect, it } from "vitest";
import { queryOf } from "./finder-view.server";

describe("the destination finder's query", () => {
  it("is one typed line: no control or bidi characters to write back into the page", () => {
    const query = (q: string) => queryOf(new URL(`https://sahab.test/roaming?q=${q}`));
    expect(query("%00%E2%80%AEphil")).toBe("phil");
    expect(query("united%0Akingdom%E2%81%A6")).toBe("united kingdom");
    expect(query("%20%D8%A7%D9%84%D9%87%D9%86%D8%AF%20")).toBe("الهند");
  });
});

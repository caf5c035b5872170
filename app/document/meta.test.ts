import { describe, expect, it } from "vitest";
import { brandedPageMetaTags, brandedTitle, pageMetaTags } from "./meta";

describe("page metadata", () => {
  it("brands page titles as `<Page name> | <Brand>`", () => {
    expect(brandedTitle("Privacy Policy", "Sahab Mobile")).toBe("Privacy Policy | Sahab Mobile");
    expect(brandedTitle("سياسة الخصوصية", "سحاب موبايل")).toBe("سياسة الخصوصية | سحاب موبايل");
  });

  it("gives a title and a description", () => {
    expect(pageMetaTags({ title: "T", description: "D" })).toEqual([
      { title: "T" },
      { name: "description", content: "D" },
    ]);
    expect(brandedPageMetaTags({ title: "Terms", description: "D" }, "Sahab Mobile")[0]).toEqual({
      title: "Terms | Sahab Mobile",
    });
  });
});

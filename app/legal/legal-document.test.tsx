// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { LegalDocument as LegalDocumentContent } from "../content/legal";
import { LegalDocument } from "./legal-document";

afterEach(cleanup);

const document: LegalDocumentContent = {
  meta: { title: "Rules", description: "The rules." },
  heading: "Rules",
  lastUpdated: "2026-03-05",
  lastUpdatedLabel: "Last updated",
  numbered: true,
  intro: ["Read these first."],
  sections: [
    { id: "first", heading: "First rule", blocks: ["Be kind."] },
    { id: "second", heading: "Second rule", blocks: [{ list: ["Be brief.", "Be clear."] }] },
  ],
};

describe("LegalDocument", () => {
  it("numbers the clauses of a numbered document", () => {
    render(<LegalDocument document={document} intlLocale="en-AE" />);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["1. First rule", "2. Second rule"]);
  });

  it("leaves other documents unnumbered and renders lists and the update date", () => {
    render(<LegalDocument document={{ ...document, numbered: false }} intlLocale="en-AE" />);
    expect(screen.getByRole("heading", { level: 2, name: "First rule" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Be brief.",
      "Be clear.",
    ]);
    const time = screen.getByText("5 March 2026");
    expect(time.getAttribute("datetime")).toBe("2026-03-05");
    expect(screen.getByRole("heading", { level: 1, name: "Rules" })).toBeTruthy();
  });
});

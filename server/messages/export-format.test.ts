import { describe, expect, it } from "vitest";
import { csvCell, toCsv, toJsonLines } from "./export-format";
import type { StoredContactMessage } from "./message-store";

const stored: StoredContactMessage = {
  id: 7,
  receivedAt: "2026-11-22T10:00:00.000Z",
  locale: "en",
  name: '=HYPERLINK("http://evil")',
  email: "a@b.ae",
  phone: "+971 50 123 4567",
  message: 'He said "hi",\nthen <script>alert(1)</script>\u001b[31m',
};

describe("the message export", () => {
  it("writes JSON lines with control characters escaped", () => {
    const line = toJsonLines([stored]);
    expect(line.endsWith("\n")).toBe(true);
    expect(line).not.toContain("\u001b");
    expect(JSON.parse(line)).toEqual(stored);
  });

  it("writes CSV that a spreadsheet will not run", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+971 50")).toBe("'+971 50");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell("bell\u0007")).toBe("bell\ufffd");
    expect(csvCell(null)).toBe("");
    expect(csvCell(7)).toBe("7");
  });

  it("writes a header and one row a message", () => {
    const csv = toCsv([stored]);
    const [header] = csv.split("\r\n");
    expect(header).toBe("id,receivedAt,locale,name,email,phone,message");
    expect(csv).toContain(
      `7,2026-11-22T10:00:00.000Z,en,"'=HYPERLINK(""http://evil"")",a@b.ae,'+971 50 123 4567,`,
    );
    expect(csv).not.toContain("\u001b");
  });
});

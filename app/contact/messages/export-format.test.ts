import { describe, expect, it } from "vitest";
import { csvCell, toCsv, toJsonLines } from "./export-format";
import type { StoredContactMessage } from "./message-types";

const stored: StoredContactMessage = {
  id: 7,
  uuid: "0b6c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d",
  reference: "7KCM-HX3R",
  kind: "contact",
  signup: null,
  topic: "complaint",
  plan: null,
  deliveries: [
    { channel: "email", status: "failed", attempts: 3, deliveredAt: null, lastError: "SMTP 550" },
    {
      channel: "webhook",
      status: "delivered",
      attempts: 1,
      deliveredAt: "2026-11-22T10:00:01.000Z",
      lastError: null,
    },
  ],
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
    expect(header).toBe(
      "id,uuid,reference,topic,receivedAt,locale,plan,name,email,phone,message,emailDelivery,webhookDelivery,confirmationDelivery,kind,signupSummary,signupDetails",
    );
    expect(csv).toContain(
      `7,${stored.uuid},7KCM-HX3R,complaint,2026-11-22T10:00:00.000Z,en,,"'=HYPERLINK(""http://evil"")",a@b.ae,'+971 50 123 4567,`,
    );
    expect(csv).toContain(
      `,failed: SMTP 550 (3 attempts),delivered 2026-11-22T10:00:01.000Z,,contact,,\r\n`,
    );
    expect(csv).not.toContain("\u001b");
  });
});

describe("a sign-up request in the export", () => {
  const signup: StoredContactMessage = {
    ...stored,
    kind: "signup",
    topic: "general",
    plan: "standard",
    message: "",
    signup: {
      plan: "standard",
      number: { choice: "keep", operator: "du", mobile: "+971501234567" },
      sim: { kind: "esim", device: "=cmd|' /C calc'!A0" },
      fulfilment: { kind: "delivery", emirate: "dubai", area: "Al Barsha", address: "Villa 12" },
      call: { date: "2026-12-08", fromHour: 20 },
    },
  };
  const summary =
    "standard plan; keep +971501234567 from du; eSIM (=cmd|' /C calc'!A0); deliver to Al Barsha, dubai: Villa 12; call 2026-12-08 20:00–22:00 UAE time";

  it("carries its kind, its choices and a line that sums them up in JSON", () => {
    const line = JSON.parse(toJsonLines([signup])) as Record<string, unknown>;
    expect(line).toEqual({ ...signup, signupSummary: summary });
  });

  it("carries them in CSV, in columns after every column there was", () => {
    const [header = "", row = ""] = toCsv([signup]).split("\r\n");
    const cells = header.split(",");
    expect(cells.slice(-3)).toEqual(["kind", "signupSummary", "signupDetails"]);
    expect(row).toContain(`,signup,"${summary.replace(/"/g, '""')}",`);
    expect(row).toContain(csvCell(JSON.stringify(signup.signup)));
  });
});

describe("bidi controls in the export", () => {
  const controls = [
    "\u202a",
    "\u202b",
    "\u202c",
    "\u202d",
    "\u202e",
    "\u2066",
    "\u2067",
    "\u2068",
    "\u2069",
    "\u200e",
    "\u200f",
    "\u061c",
  ];
  const spoofed: StoredContactMessage = {
    ...stored,
    name: `Ali\u202egpj.exe`,
    message: `${controls.join("x")} end`,
  };

  it("are written as \\u escapes in JSON, and the line still reads back the same", () => {
    const line = toJsonLines([spoofed]);
    for (const control of controls) expect(line).not.toContain(control);
    expect(line).toContain("Ali\\u202egpj.exe");
    expect(line).toContain("\\u2066x\\u2067");
    expect(JSON.parse(line)).toEqual(spoofed);
  });

  it("are replaced in CSV, so no cell can reorder its row", () => {
    const csv = toCsv([spoofed]);
    for (const control of controls) expect(csv).not.toContain(control);
    expect(csvCell("Ali\u202egpj.exe")).toBe("Ali\ufffdgpj.exe");
    expect(csvCell("\u2067=1+1")).toBe("\ufffd=1+1");
  });
});

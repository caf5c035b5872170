import { describe, expect, it } from "vitest";
import { composeEmail } from "./email-delivery";
import type { StoredContactMessage } from "../messages/message-types";

/** A message stored with bidi controls in what the visitor typed (as before they were dropped). */
const stored: StoredContactMessage = {
  id: 1,
  uuid: "0b7e2c1e-6a51-4d0e-9c3f-3f1b2a9d8e11",
  reference: "7KCM-HX3R",
  kind: "contact",
  signup: null,
  name: "Fatima\u202E gnp.exe",
  email: "fatima@example.com",
  phone: null,
  message: "Hello\u202E\nline two\u2067",
  locale: "en",
  receivedAt: "2026-11-22T10:00:00.000Z",
  topic: "general",
  plan: null,
  deliveries: [],
};
const settings = {
  from: { name: "Sahab Mobile website", address: "website@sahabmobile.ae" },
  inbox: { name: "Care", address: "care@sahabmobile.ae" },
} as Parameters<typeof composeEmail>[1];

describe("the care team's mail", () => {
  it("shows the visitor's text without bidi controls in its body as in its headers", () => {
    const mail = composeEmail(stored, settings);
    expect(mail.text).toContain("Name: Fatima gnp.exe\n");
    expect(mail.text).toContain("Hello\nline two\n");
    expect(mail.text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});

import { describe, expect, it } from "vitest";
import { freshValues } from "./join-view.server";
import {
  callDateOf,
  type DeviceVerdict,
  type JoinValues,
  joinValuesOf,
  movableNumber,
  readSignup,
} from "./signup-form.server";

/** 10:30 in the UAE on Tuesday 8 December 2026 (06:30 UTC). */
const NOW = Date.parse("2026-12-08T06:30:00Z");

const devices: Record<string, DeviceVerdict> = {
  "iphone 15 pro": { listed: true, model: "Apple iPhone 15 Pro", esim: true },
  "galaxy a15": { listed: true, model: "Samsung Galaxy A15", esim: false },
};
const reading = {
  now: NOW,
  storeIds: ["sheikh-zayed-road", "deira"],
  device: (typed: string): DeviceVerdict =>
    devices[typed.toLowerCase()] ?? { listed: false, suggestions: [] },
};

/** A request that keeps a number, with an eSIM, collected in a store, called tomorrow at 9. */
const complete: JoinValues = {
  ...freshValues("standard"),
  number: "keep",
  operator: "du",
  mobile: "055 123 4567",
  sim: "esim",
  device: "iPhone 15 Pro",
  fulfilment: "store",
  store: "deira",
  day: "tomorrow",
  slot: "9",
  name: "Mariam Al Suwaidi",
  phone: "+971 55 123 4567",
  email: "mariam@example.com",
  consent: "yes",
};

describe("a sign-up request", () => {
  it("reads a complete request into what the store keeps", () => {
    expect(readSignup(complete, reading)).toEqual({
      ok: true,
      name: "Mariam Al Suwaidi",
      email: "mariam@example.com",
      phone: "+971 55 123 4567",
      signup: {
        plan: "standard",
        number: { choice: "keep", operator: "du", mobile: "+971551234567" },
        sim: { kind: "esim", device: "Apple iPhone 15 Pro" },
        fulfilment: { kind: "store", storeId: "deira" },
        call: { date: "2026-12-09", fromHour: 9 },
      },
    });
  });

  it("keeps only what the choices made ask for: a store, or an address, never both", () => {
    const delivered = readSignup(
      {
        ...complete,
        number: "new",
        sim: "sim",
        fulfilment: "delivery",
        emirate: "sharjah",
        area: "Al Majaz",
        address: "Flat 1204, Al Majaz Tower",
      },
      reading,
    );
    expect(delivered.ok && delivered.signup).toMatchObject({
      number: { choice: "new" },
      sim: { kind: "sim" },
      fulfilment: {
        kind: "delivery",
        emirate: "sharjah",
        area: "Al Majaz",
        address: "Flat 1204, Al Majaz Tower",
      },
    });
  });

  it("names every field missing from an empty form, and nothing the choices did not ask for", () => {
    const read = readSignup(freshValues(""), reading);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.errors).toEqual({
      plan: "planRequired",
      number: "numberChoiceRequired",
      sim: "simRequired",
      fulfilment: "fulfilmentRequired",
      day: "dayRequired",
      slot: "slotRequired",
      name: "nameRequired",
      phone: "phoneRequired",
      email: "emailRequired",
      consent: "consentRequired",
    });
  });

  it("asks for a store when collecting, and for the whole address when delivered", () => {
    const store = readSignup({ ...complete, store: "nowhere" }, reading);
    expect(!store.ok && store.errors).toEqual({ store: "storeRequired" });
    const address = readSignup({ ...complete, fulfilment: "delivery", area: " " }, reading);
    expect(!address.ok && address.errors).toEqual({
      emirate: "emirateRequired",
      area: "areaRequired",
      address: "addressRequired",
    });
  });

  it("refuses a plan, operator or slot the form does not offer", () => {
    const read = readSignup(
      { ...complete, plan: "gold", operator: "etisalat", slot: "21" },
      reading,
    );
    expect(!read.ok && read.errors).toEqual({
      plan: "planRequired",
      operator: "operatorRequired",
      slot: "slotRequired",
    });
  });

  it("takes an eSIM on a listed phone that has one, or none named; says why not otherwise", () => {
    const none = readSignup({ ...complete, device: "" }, reading);
    expect(none.ok && none.signup.sim).toEqual({ kind: "esim", device: null });
    const notReady = readSignup({ ...complete, device: "Galaxy A15" }, reading);
    expect(!notReady.ok && notReady.errors).toEqual({ device: "deviceNotReady" });
    const unknown = readSignup({ ...complete, device: "Brick 3000" }, reading);
    expect(!unknown.ok && unknown.errors).toEqual({ device: "deviceNotListed" });
    // A SIM card asks nothing of the phone.
    expect(readSignup({ ...complete, sim: "sim", device: "Brick 3000" }, reading).ok).toBe(true);
  });

  it("refuses a slot of today that has begun, and takes a later one", () => {
    const begun = readSignup({ ...complete, day: "today", slot: "10" }, reading);
    expect(!begun.ok && begun.errors).toEqual({ slot: "slotPassed" });
    const later = readSignup({ ...complete, day: "today", slot: "11" }, reading);
    expect(later.ok && later.signup.call).toEqual({ date: "2026-12-08", fromHour: 11 });
  });

  it("needs the consent box ticked", () => {
    const read = readSignup({ ...complete, consent: "" }, reading);
    expect(!read.ok && read.errors).toEqual({ consent: "consentRequired" });
  });

  it("refuses a name or address with characters that cannot be read", () => {
    const read = readSignup(
      {
        ...complete,
        name: "Mariam\u0000",
        fulfilment: "delivery",
        emirate: "dubai",
        area: "JLT",
        address: "x\uFFFD",
      },
      reading,
    );
    expect(!read.ok && read.errors).toEqual({
      name: "invalidCharacters",
      address: "invalidCharacters",
    });
  });
});

describe("a number to move", () => {
  it("takes a UAE mobile number in any form and any digits, as the international form", () => {
    for (const typed of [
      "0501234567",
      "050 123 4567",
      "+971 50 123 4567",
      "00971501234567",
      "٠٥٠١٢٣٤٥٦٧",
    ]) {
      expect(movableNumber(typed)).toEqual({ mobile: "+971501234567" });
    }
  });

  it("says a landline, a foreign number or nonsense is not a UAE mobile number", () => {
    for (const typed of ["04 234 5678", "+44 7700 900123", "0571234567", "hello"]) {
      expect(movableNumber(typed)).toEqual({ error: "mobileInvalid" });
    }
    expect(movableNumber("")).toEqual({ error: "mobileRequired" });
  });

  it("says a number of ours has nothing to move", () => {
    expect(movableNumber("058 712 3456")).toEqual({ error: "mobileOurs" });
    expect(movableNumber("058 612 3456")).toEqual({ mobile: "+971586123456" });
  });
});

describe("the form's fields as posted", () => {
  it("reads text only, drops invisible marks from numbers, and trims", () => {
    const form = new FormData();
    form.set("name", "  Ali  ");
    form.set("mobile", "\u200e050 123 4567\u200f");
    form.set("email", new Blob(["x"]));
    const values = joinValuesOf(form);
    expect(values.name).toBe("Ali");
    expect(values.mobile).toBe("050 123 4567");
    expect(values.email).toBe("");
  });

  it("counts the days of the call from the UAE date, not the server's", () => {
    // 11:30pm in the UAE on 8 December; an hour later it is the 9th there, still the 8th in UTC.
    const lateEvening = Date.parse("2026-12-08T19:30:00Z");
    expect(callDateOf("today", lateEvening)).toBe("2026-12-08");
    expect(callDateOf("after-tomorrow", lateEvening)).toBe("2026-12-10");
    const afterMidnight = Date.parse("2026-12-08T20:30:00Z");
    expect(callDateOf("today", afterMidnight)).toBe("2026-12-09");
  });
});

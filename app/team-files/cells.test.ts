import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { coordinates, phoneNumber, rangeText, timeOfDay, wordList } from "./cells";

/** The value a cell reads, or the reason it gives. */
function read(schema: z.ZodType, text: string): unknown {
  const result = schema.safeParse(text);
  return result.success ? result.data : { reason: result.error.issues[0]?.message };
}

describe("a time of day", () => {
  it("is HH:MM on a 24-hour clock, 24:00 the day's end", () => {
    for (const time of ["00:00", "09:30", "21:59", "23:59", "24:00"]) {
      expect(read(timeOfDay, time)).toBe(time);
    }
  });

  it("refuses a time a clock does not show, or written another way", () => {
    for (const time of ["24:01", "25:00", "9:30", "09:60", "9 pm", "09.30", ""]) {
      expect(read(timeOfDay, time)).toEqual({
        reason: `"${time}" is not a time written as HH:MM on a 24-hour clock (like 09:00 or 21:30)`,
      });
    }
  });
});

describe("a list of words", () => {
  const services = wordList(["sim", "repair", "business"], "service");

  it("is known words separated by semicolons, spaces around them allowed; empty is none", () => {
    expect(read(services, "sim;repair")).toEqual(["sim", "repair"]);
    expect(read(services, "sim ; business")).toEqual(["sim", "business"]);
    expect(read(services, "")).toEqual([]);
  });

  it("refuses an unknown word, an empty one and a word twice", () => {
    expect(read(services, "sim;trade-in")).toEqual({
      reason:
        '"trade-in" is not a known service (words from sim, repair, business, separated by ;)',
    });
    expect(read(services, "sim;;repair")).toEqual({
      reason:
        "an empty word is not a known service (words from sim, repair, business, separated by ;)",
    });
    expect(read(services, "sim,repair")).toMatchObject({ reason: /"sim,repair" is not a known/ });
    expect(read(services, "sim;repair;sim")).toEqual({ reason: '"sim" is listed twice' });
  });
});

describe("a phone number", () => {
  it("is written with its country code, kept as written and as digits to dial", () => {
    expect(read(phoneNumber, "+971 4 123 4567")).toEqual({
      written: "+971 4 123 4567",
      dial: "+97141234567",
    });
    expect(read(phoneNumber, "+971-800-7242")).toEqual({
      written: "+971-800-7242",
      dial: "+9718007242",
    });
  });

  it("refuses a number without its country code, with letters, or too long", () => {
    for (const text of [
      "04 123 4567",
      "+971 4 CALL NOW",
      "+971 4 123 4567 890 12",
      "+",
      "+0 4 123",
    ]) {
      expect(read(phoneNumber, text)).toEqual({
        reason: `"${text}" is not a phone number written with its country code (like +971 4 123 4567)`,
      });
    }
  });
});

describe("a place", () => {
  const inUae = coordinates({ south: 22.5, west: 51.5, north: 26.5, east: 56.5, what: "the UAE" });

  it("is latitude, longitude in decimal degrees inside its box", () => {
    expect(read(inUae, "25.2048, 55.2708")).toEqual({ latitude: 25.2048, longitude: 55.2708 });
    expect(read(inUae, "24.4539,54.3773")).toEqual({ latitude: 24.4539, longitude: 54.3773 });
    expect(rangeText(inUae)).toBe("latitude 22.5 to 26.5, longitude 51.5 to 56.5");
  });

  it("refuses a place outside the box, saying when the two are swapped", () => {
    expect(read(inUae, "-25.2048, 55.2708")).toEqual({
      reason: '"-25.2048, 55.2708" is outside the UAE',
    });
    expect(read(inUae, "55.2708, 25.2048")).toEqual({
      reason: '"55.2708, 25.2048" is outside the UAE: latitude comes first',
    });
  });

  it("refuses what is not two decimal numbers", () => {
    for (const text of ["25.2048", "25°12'N 55°16'E", "25,2048; 55,2708", ""]) {
      expect(read(inUae, text)).toEqual({
        reason: `"${text}" is not a latitude and longitude in decimal degrees (like 25.2048, 55.2708)`,
      });
    }
  });
});

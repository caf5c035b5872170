import { describe, expect, it } from "vitest";
import { wordsOf } from "../content/words.server";
import { MAX_MESSAGE } from "../domain/contact-fields";
import { contactSchema, fieldErrorsOf, PHONE_PATTERN_SOURCE } from "./contact-schema";

const { errors } = wordsOf("en", "home").contact.form;
const schema = contactSchema();
const valid = {
  name: "Fatima Al Mansoori",
  email: "fatima@example.com",
  phone: "+971 (50) 123-4567",
  message: "Hello",
};
const errorsFor = (input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error, errors);
};

describe("the contact schema", () => {
  it("accepts a complete message and trims its fields", () => {
    expect(schema.parse({ ...valid, name: "  Fatima  ", message: "\n Hi there \n" })).toEqual({
      ...valid,
      name: "Fatima",
      message: "Hi there",
      topic: "general",
    });
  });

  it("marks a message a complaint only when the box sent its own value", () => {
    expect(schema.parse({ ...valid, topic: "complaint" }).topic).toBe("complaint");
    expect(schema.parse({ ...valid, topic: " complaint " }).topic).toBe("complaint");
    expect(schema.parse({ ...valid, topic: "general" }).topic).toBe("general");
    expect(schema.parse(valid).topic).toBe("general");
    for (const topic of ["Complaint", "complaints", "x", "complaint\u0000", "<b>"]) {
      expect(errorsFor({ ...valid, topic }), topic).toEqual({ topic: errors.topicInvalid });
    }
  });

  it("treats an empty phone as none", () => {
    expect(schema.parse({ ...valid, phone: "   " }).phone).toBeNull();
    expect(schema.parse({ ...valid, phone: undefined }).phone).toBeNull();
  });

  it("keeps Arabic and other Unicode text exactly", () => {
    const arabic = { ...valid, name: "فاطمة المنصوري", message: "مرحباً، أودّ الاشتراك 🌙\nشكراً" };
    expect(schema.parse(arabic)).toEqual({ ...arabic, topic: "general" });
  });

  it("requires name, email and message, each with its own message", () => {
    expect(errorsFor({})).toEqual({
      name: errors.nameRequired,
      email: errors.emailRequired,
      message: errors.messageRequired,
    });
    expect(errorsFor({ ...valid, name: "   " })).toEqual({ name: errors.nameRequired });
  });

  it("checks the email as the browser's type=email does", () => {
    for (const email of ["fatima", "fatima@", "@example.com", "fa tima@example.com", "a@b..c"]) {
      expect(errorsFor({ ...valid, email }), email).toEqual({ email: errors.emailInvalid });
    }
    for (const email of ["a@b", "first.last+tag@sub.example.ae"]) {
      expect(errorsFor({ ...valid, email }), email).toEqual({});
    }
  });

  it("holds each field to its length bounds", () => {
    expect(errorsFor({ ...valid, name: "n".repeat(100) })).toEqual({});
    expect(errorsFor({ ...valid, name: "n".repeat(101) })).toEqual({ name: errors.nameTooLong });
    const local = "e".repeat(64);
    const at254 = `${local}@${"d".repeat(63)}.${"d".repeat(63)}.${"d".repeat(61)}`;
    expect(at254).toHaveLength(254);
    expect(errorsFor({ ...valid, email: at254 })).toEqual({});
    expect(errorsFor({ ...valid, email: `e${at254}` })).toEqual({ email: errors.emailTooLong });
    expect(errorsFor({ ...valid, message: "m".repeat(2000) })).toEqual({});
    expect(errorsFor({ ...valid, message: "m".repeat(2001) })).toEqual({
      message: errors.messageTooLong,
    });
  });

  it("accepts phone numbers of 7 to 20 digits, spaces, +, - and brackets", () => {
    for (const phone of ["1234567", "+971 50 123 4567", "(04) 123-4567", "1".repeat(20)]) {
      expect(errorsFor({ ...valid, phone }), phone).toEqual({});
    }
    for (const phone of ["123456", "1".repeat(21), "050-ABC-1234", "٠٥٠١٢٣", "+971 50 ١٢٣ x"]) {
      expect(errorsFor({ ...valid, phone }), phone).toEqual({ phone: errors.phoneInvalid });
    }
  });

  it("accepts the digits an Arabic keyboard types, and stores them as Western digits", () => {
    expect(schema.parse({ ...valid, phone: "+٩٧١ (٥٠) ١٢٣-٤٥٦٧" }).phone).toBe(
      "+971 (50) 123-4567",
    );
    expect(schema.parse({ ...valid, phone: "۰۵۰ ۱۲۳ ۴۵۶۷" }).phone).toBe("050 123 4567");
    expect(schema.parse({ ...valid, phone: "050 ١٢٣ 4567" }).phone).toBe("050 123 4567");
  });

  it("drops the invisible direction marks a number pasted from a contacts app carries", () => {
    expect(schema.parse({ ...valid, phone: "\u202A+971 50 123 4567\u202C" }).phone).toBe(
      "+971 50 123 4567",
    );
    expect(schema.parse({ ...valid, phone: "\u200E٠٥٠ ١٢٣ ٤٥٦٧\u200F" }).phone).toBe(
      "050 123 4567",
    );
  });

  it("offers the browser the same phone rule as its pattern attribute", () => {
    // Browsers compile `pattern` with the v flag, anchored at both ends.
    const browserRule = new RegExp(`^(?:${PHONE_PATTERN_SOURCE})$`, "v");
    for (const phone of ["1234567", "+971 (50) 123-4567", "٠٥٠ ١٢٣ ٤٥٦٧", "۰۵۰۱۲۳۴۵۶۷"]) {
      expect(browserRule.test(phone), phone).toBe(true);
      expect(errorsFor({ ...valid, phone }), phone).toEqual({});
    }
    for (const phone of ["123456", "1".repeat(21), "050-ABC-1234", "٠٥٠١٢٣"]) {
      expect(browserRule.test(phone), phone).toBe(false);
    }
    // The schema compiles the same source with `u`, which every browser the build targets knows.
    const schemaRule = new RegExp(`^(?:${PHONE_PATTERN_SOURCE})$`, "u");
    for (const phone of ["+971 (50) 123-4567", "٠٥٠ ١٢٣ ٤٥٦٧", "123456", "050-ABC-1234"]) {
      expect(schemaRule.test(phone), phone).toBe(browserRule.test(phone));
    }
  });

  it("refuses control characters, but lets a message keep its line breaks", () => {
    expect(errorsFor({ ...valid, name: "Fat\u0000ima" })).toEqual({
      name: errors.invalidCharacters,
    });
    expect(errorsFor({ ...valid, message: "line one\r\nline\ttwo" })).toEqual({});
    expect(errorsFor({ ...valid, message: "bell\u0007" })).toEqual({
      message: errors.invalidCharacters,
    });
  });

  it("drops bidi controls from every field, as from all typed text", () => {
    const parsed = schema.parse({
      ...valid,
      name: "Fatima\u202E gnp.exe",
      email: "\u202Dfatima@example.com",
      message: "Hello\u202E\nline two\u2067",
    });
    expect(parsed).toMatchObject({
      name: "Fatima gnp.exe",
      email: "fatima@example.com",
      message: "Hello\nline two",
    });
  });

  it("treats a field of only invisible characters as empty, and keeps what was typed", () => {
    for (const blank of ["\u200B\u200B", "\u200F \u2066\u2069", "\uFEFF\u00A0\u200D"]) {
      expect(errorsFor({ ...valid, name: blank, message: blank }), blank).toEqual({
        name: errors.nameRequired,
        message: errors.messageRequired,
      });
      expect(errorsFor({ ...valid, email: blank }), blank).toEqual({
        email: errors.emailRequired,
      });
    }
    expect(schema.parse({ ...valid, name: " \u200BFatima\u200B " }).name).toBe(
      "\u200BFatima\u200B",
    );
  });

  it("counts a line break once, however the browser sent it, and stores it as LF", () => {
    // 20 lines, 19 breaks, 2,000 characters once each break is one.
    const lines = (breakWith: string) =>
      `${Array.from({ length: 20 }, () => "m".repeat(99)).join(breakWith)}m`;
    expect(lines("\n")).toHaveLength(MAX_MESSAGE);
    for (const lineBreak of ["\n", "\r\n", "\r"]) {
      expect(schema.parse({ ...valid, message: lines(lineBreak) }).message).toBe(lines("\n"));
    }
    expect(errorsFor({ ...valid, message: `${lines("\r\n")}m` })).toEqual({
      message: errors.messageTooLong,
    });
  });

  it("accepts a number wrapped in direction marks, in the browser's pattern too, and stores it without them", () => {
    const browserRule = new RegExp(`^(?:${PHONE_PATTERN_SOURCE})$`, "v");
    const marked = [
      "\u200F+971 50 123 4567\u200F",
      "\u200E050\u200E 123\u200E 4567",
      "\u061C٠٥٠ ١٢٣ ٤٥٦٧",
      "\u202B+971 50 123 4567\u202C",
      "\u2067+971 50 123 4567\u2069",
      "\u202D1234567\u202E",
    ];
    for (const phone of marked) {
      expect(browserRule.test(phone), phone).toBe(true);
      expect(schema.parse({ ...valid, phone }).phone, phone).toMatch(/^[0-9 +]+$/);
    }
    expect(schema.parse({ ...valid, phone: marked[0] }).phone).toBe("+971 50 123 4567");
    // The marks do not count towards the 7 to 20 characters.
    for (const phone of ["\u200F123456\u200F", `\u200E${"1".repeat(21)}`]) {
      expect(browserRule.test(phone), phone).toBe(false);
      expect(errorsFor({ ...valid, phone }), phone).toEqual({ phone: errors.phoneInvalid });
    }
  });

  it("counts the digits of a phone number, not its other characters", () => {
    for (const phone of ["-------", "+++++++", "(((())))", "+ - ( ) +", "123-----", "+971 ---"]) {
      expect(errorsFor({ ...valid, phone }), phone).toEqual({ phone: errors.phoneInvalid });
    }
    // 20 digits with their spaces and brackets: more than 20 characters, within 20 digits.
    const twentyDigits = "+971 (50) 123 4567 8901 2345";
    for (const phone of [twentyDigits, "+1 (212) 555-0100"]) {
      expect(errorsFor({ ...valid, phone }), phone).toEqual({});
    }
    expect(errorsFor({ ...valid, phone: `${twentyDigits}6` })).toEqual({
      phone: errors.phoneInvalid,
    });
    const browserRule = new RegExp(`^(?:${PHONE_PATTERN_SOURCE})$`, "v");
    expect(browserRule.test("-------")).toBe(false);
    expect(browserRule.test(twentyDigits)).toBe(true);
  });

  it("requires a name to show a letter: fillers, blank patterns and lone marks show nothing", () => {
    for (const name of [
      "\u3164\u3164",
      "\u2800\u2800\u2800",
      "\u0301\u0308",
      "\u115F\uFFA0",
      "...",
      "123",
    ]) {
      expect(errorsFor({ ...valid, name }), JSON.stringify(name)).toEqual({
        name: errors.nameRequired,
      });
    }
    for (const name of ["Ali", "李", "محمد", "José", "O'Brien-Smith", "Al\u0301i"]) {
      expect(errorsFor({ ...valid, name }), name).toEqual({});
    }
    expect(errorsFor({ ...valid, message: "\u2800\u3164\u0301" })).toEqual({
      message: errors.messageRequired,
    });
  });

  it("refuses the replacement character, which stands for text that could not be read", () => {
    expect(errorsFor({ ...valid, name: "Jos\uFFFD", message: "Caf\uFFFD" })).toEqual({
      name: errors.invalidCharacters,
      message: errors.invalidCharacters,
    });
  });

  it("reads anything that is not text (a file, a number) as empty", () => {
    expect(errorsFor({ ...valid, name: new Blob(["x"]) })).toEqual({ name: errors.nameRequired });
    expect(errorsFor({ ...valid, message: 42 })).toEqual({ message: errors.messageRequired });
  });
});

/**
 * What the operations centre sends, checked before anything is stored: a notice, an update and
 * a resolution, each refused with one reason a person can act on (the field and what is wrong
 * with it). Shared by the HTTP API and the command, so both refuse the same things alike.
 */
import * as z from "zod";
import { type AreaIndex, areaIndex } from "./areas";
import { noticeTextProblem } from "./notice-text";

export const NOTICE_KINDS = ["outage", "degradation", "planned"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const SERVICES = ["calls", "sms", "4g", "5g"] as const;
export type Service = (typeof SERVICES)[number];

/** The caller's own id for a notice, which makes a repeated PUT the same notice. */
export const NOTICE_ID = /^[a-z0-9-]{1,64}$/;

export const TITLE_MAX = 140;
export const TEXT_MAX = 2_000;

export interface Bilingual {
  en: string;
  ar: string;
}

/** A notice as the operations centre writes it; times are ISO 8601 in UTC once checked. */
export interface NoticeInput {
  kind: NoticeKind;
  services: Service[];
  areas: string[];
  title: Bilingual;
  description: Bilingual;
  startsAt: string;
  expectedEndAt?: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

/** An ISO 8601 time with its offset (`Z` or `+04:00`): a time without one means no one place. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Whether an ISO 8601 time names a real moment: Date.parse rolls 30 February on to March. */
function isRealTime(value: string): boolean {
  if (!ISO_TIME.test(value) || Number.isNaN(Date.parse(value))) return false;
  const [year = 0, month = 0, day = 0] = value.slice(0, 10).split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const [hours = 0, minutes = 0] = value.slice(11, 16).split(":").map(Number);
  return (
    date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hours < 24 && minutes < 60
  );
}

/**
 * The years a notice's times may fall in, as instants: an offset can carry 9999-12-31 into a
 * year ISO 8601 writes with six digits, which no reader of the feed or the JSON expects.
 */
const FIRST_INSTANT = Date.UTC(2000, 0, 1);
const END_OF_INSTANTS = Date.UTC(2100, 0, 1);

function time(what: string) {
  const reason = `${what} must be an ISO 8601 time with its offset, such as 2026-12-01T08:00:00+04:00`;
  return z
    .string({ error: reason })
    .refine(isRealTime, { error: reason, abort: true })
    .refine((value) => Date.parse(value) >= FIRST_INSTANT && Date.parse(value) < END_OF_INSTANTS, {
      error: `${what} must fall in the years 2000 to 2099 (UTC)`,
      abort: true,
    })
    .transform((value) => new Date(value).toISOString());
}

/** A text in both languages, each required, trimmed, and at most `max` characters. */
function bilingual(what: string, max: number) {
  const one = (lang: string) =>
    z
      .string({ error: `${what}.${lang} is missing: every text is written in English and Arabic` })
      .transform((value) => value.trim())
      .refine((value) => value !== "", {
        error: `${what}.${lang} is empty: every text is written in English and Arabic`,
      })
      .refine((value) => value.length <= max, {
        error: `${what}.${lang} is longer than ${max} characters`,
      })
      .superRefine((value, context) => {
        const problem = noticeTextProblem(value);
        if (problem !== undefined)
          context.addIssue({ code: "custom", message: `${what}.${lang} ${problem}` });
      });
  return z.strictObject(
    { en: one("en"), ar: one("ar") },
    { error: `${what} must be an object with en and ar texts` },
  );
}

/** What a notice says, field by field: a PUT sends it, and a correction sends it again. */
function noticeFields(areas: AreaIndex) {
  return {
    kind: z.enum(NOTICE_KINDS, {
      error: `kind must be one of ${NOTICE_KINDS.join(", ")}`,
    }),
    services: z
      .array(
        z
          .string({
            error: (issue) =>
              `services: ${JSON.stringify(issue.input)} is not a service name (known: ${SERVICES.join(", ")})`,
          })
          .refine((value) => (SERVICES as readonly string[]).includes(value), {
            error: (issue) =>
              `services: unknown service ${JSON.stringify(issue.input)} (known: ${SERVICES.join(", ")})`,
          }),
        { error: `services must be a list of ${SERVICES.join(", ")}` },
      )
      .min(1, { error: "services must name at least one service" })
      .refine((list) => new Set(list).size === list.length, {
        error: "services names a service twice",
      }),
    areas: z
      .array(
        z
          .string({
            error: (issue) =>
              `areas: ${JSON.stringify(issue.input)} is not an area id (an emirate or community id, such as dubai)`,
          })
          .refine((value) => areas.byId(value) !== undefined, {
            error: (issue) =>
              `areas: unknown area ${JSON.stringify(issue.input)} (an emirate or community id, such as dubai)`,
          }),
        { error: "areas must be a list of emirate or community ids" },
      )
      .min(1, { error: "areas must name at least one area" })
      .max(200, { error: "areas names more than 200 areas" })
      .refine((list) => new Set(list).size === list.length, {
        error: "areas names an area twice",
      }),
    title: bilingual("title", TITLE_MAX),
    description: bilingual("description", TEXT_MAX),
    startsAt: time("startsAt"),
    expectedEndAt: time("expectedEndAt").optional(),
  };
}

/** A notice's expected end, if it has one, comes after its start. */
const endsAfterStart = (notice: { startsAt: string; expectedEndAt?: string }) =>
  notice.expectedEndAt === undefined ||
  Date.parse(notice.expectedEndAt) > Date.parse(notice.startsAt);
const ENDS_BEFORE_START = {
  error: "expectedEndAt must be after startsAt",
  path: ["expectedEndAt"],
};

const noticeSchema = (areas: AreaIndex) =>
  z
    .strictObject(noticeFields(areas), { error: "the body must be a JSON object" })
    .refine(endsAfterStart, ENDS_BEFORE_START);

const correctionSchema = (areas: AreaIndex) =>
  z
    .strictObject(
      {
        ...noticeFields(areas),
        note: bilingual("note", TEXT_MAX),
        resolution: bilingual("resolution", TEXT_MAX).optional(),
      },
      { error: "the body must be a JSON object: the notice corrected, with a note in en and ar" },
    )
    .refine(endsAfterStart, ENDS_BEFORE_START);

const withdrawalSchema = z.strictObject(
  { note: bilingual("note", TEXT_MAX) },
  { error: "the body must be a JSON object with a note in en and ar saying why" },
);

const textSchema = z.strictObject(
  { text: bilingual("text", TEXT_MAX) },
  { error: "the body must be a JSON object with a text in en and ar" },
);
const resolutionSchema = z.strictObject(
  { text: bilingual("text", TEXT_MAX).optional() },
  { error: "the body must be a JSON object, with a text in en and ar or none" },
);

/** The first problem zod found, as one sentence; an unexpected key is named. */
function reasonOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "the body is not valid";
  if (issue.code === "unrecognized_keys") {
    const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    return `${where}unknown field ${issue.keys.map((key) => JSON.stringify(key)).join(", ")}`;
  }
  // Every message of ours names its field; zod's own (a wrong type deep in a list) does not.
  const field = issue.path.map(String).join(".");
  return field === "" || issue.message.startsWith(field.split(".")[0] ?? "")
    ? issue.message
    : `${field}: ${issue.message}`;
}

function checkWith<T>(schema: z.ZodType<T>, body: unknown): Checked<T> {
  const result = schema.safeParse(body);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, reason: reasonOf(result.error) };
}

const defaultAreas = areaIndex();

/** Checks a notice as a PUT or `open` gives it. */
export function checkNotice(body: unknown, areas: AreaIndex = defaultAreas): Checked<NoticeInput> {
  return checkWith(noticeSchema(areas), body) as Checked<NoticeInput>;
}

/** Checks an update's body: a text in both languages. */
export function checkUpdate(body: unknown): Checked<{ text: Bilingual }> {
  return checkWith(textSchema, body);
}

/** Checks a resolution's body: a text in both languages, or none. */
export function checkResolution(body: unknown): Checked<{ text?: Bilingual }> {
  return checkWith(resolutionSchema, body);
}

/** What a correction carries: the whole notice as it should read, and why it changed. */
export interface CorrectionInput {
  notice: NoticeInput;
  note: Bilingual;
  resolution?: Bilingual;
}

/** Checks a correction's body: a notice as a PUT gives it, a note, and a closing text or none. */
export function checkCorrection(
  body: unknown,
  areas: AreaIndex = defaultAreas,
): Checked<CorrectionInput> {
  const checked = checkWith(correctionSchema(areas), body);
  if (!checked.ok) return checked;
  const { note, resolution, ...notice } = checked.value;
  return { ok: true, value: { notice: notice as NoticeInput, note, resolution } };
}

/** Checks a withdrawal's body: a note in both languages saying why. */
export function checkWithdrawal(body: unknown): Checked<{ note: Bilingual }> {
  return checkWith(withdrawalSchema, body);
}

/** Whether `id` is a notice id as callers write them. */
export function isNoticeId(id: string): boolean {
  return NOTICE_ID.test(id);
}

import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseTarget } from "../../database/database-target";
import { runMessagesCommand } from "./messages-command";
import {
  contactMessage,
  ENGINES,
  freshDatabaseEachTest,
  signupMessage,
} from "../../../tests/support/contact-databases";
import { must } from "../../../tests/support/must.mjs";

async function run(args: string[], target: DatabaseTarget) {
  let out = "";
  let err = "";
  const code = await runMessagesCommand(args, {
    target,
    out: (text) => (out += text),
    err: (text) => (err += text),
  });
  return { code, out, err };
}

describe("without a database", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "sahab-command-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses a DATA_DIR that does not exist, naming it, and creates nothing", async () => {
    const mistyped = path.join(dir, "dta");
    const { code, out, err } = await run([], { engine: "sqlite", dataDir: mistyped });
    expect(code).toBe(1);
    expect(out).toBe("");
    expect(err).toBe(`No contact database: ${mistyped} does not exist. Check DATA_DIR.\n`);
    expect(existsSync(mistyped)).toBe(false);
  });

  it("refuses a directory without a database, naming the file, and creates none", async () => {
    const { code, err } = await run(["--csv"], { engine: "sqlite", dataDir: dir });
    expect(code).toBe(1);
    expect(err).toContain(`${path.join(dir, "messages.sqlite")} does not exist.`);
    expect(existsSync(path.join(dir, "messages.sqlite"))).toBe(false);
  });

  it("names a PostgreSQL it cannot reach without its password", async () => {
    const url = "postgres://site:s3cret@127.0.0.1:1/contact";
    const { code, out, err } = await run([], { engine: "postgres", url });
    expect(code).toBe(1);
    expect(out).toBe("");
    expect(err).toBe(
      "Cannot use the contact database postgres://site@127.0.0.1:1/contact: nothing answers at that address. Check DATABASE_URL.\n",
    );
  });
});

describe("its arguments", () => {
  // Checked before the database is opened: this one does not exist.
  const nowhere: DatabaseTarget = { engine: "sqlite", dataDir: "/nonexistent/sahab" };

  it.each([
    ["01/11/2026"],
    ["2026-02-30"],
    ["2026-13-01"],
    ["0"],
    ["2026-11-25 junk"],
    ["+275760-09-13"],
    ["2026-11-25T10:00"],
    ["2026-11-25T25:00:00Z"],
    ["26-11-25"],
    [""],
  ])(
    "refuses --since %j: a date is YYYY-MM-DD or an ISO 8601 time with its offset",
    async (since) => {
      const { code, out, err } = await run(["--since", since], nowhere);
      expect(code).toBe(2);
      expect(out).toBe("");
      expect(err).toMatch(/^--since: /);
    },
  );

  it.each([
    [""],
    ["7KCM"],
    ["7KCM-HX3RX"],
    ["OKCM-HX3R"],
    ["7KCM-HX3R' OR '1'='1"],
    ["%"],
    ["7KCM\u001b[31m-HX3R"],
  ])("refuses --ref %j: a reference is two groups of four of its characters", async (ref) => {
    const { code, out, err } = await run(["--ref", ref], nowhere);
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err).toMatch(/^--ref: ".*" is not a reference/);
    expect(err).not.toContain("\u001b");
  });

  it.each([
    [["--erase", "a@example.com", "--ref", "7KCM-HX3R"]],
    [["--erase", "a@example.com", "--purge"]],
    [["--redeliver", "failed", "--erase", "a@example.com"]],
    [["--redeliver", "7", "--purge"]],
    [["--erase", "a@example.com", "--csv"]],
    [["--redeliver", "failed", "--since", "2026-11-01"]],
    [["--erase", "a@example.com", "--email", "a@example.com"]],
  ])("refuses actions that cannot go together: %j", async (args) => {
    const { code, out, err } = await run(args, nowhere);
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err).toMatch(/cannot be combined/);
  });

  it.each([[["--email", ""]], [["--email", "  "]], [["--erase", ""]], [["--redeliver", ""]]])(
    "refuses an empty value: %j",
    async (args) => {
      const { code, err } = await run(args, nowhere);
      expect(code).toBe(2);
      expect(err).toMatch(/^--(email|erase|redeliver): no /);
    },
  );
});

describe.each(ENGINES)("on %s", (engine) => {
  const fresh = freshDatabaseEachTest(engine);

  it("shows each channel's delivery, lists one person's messages and erases them", async () => {
    const { target } = fresh;
    const queries = await fresh.queries({ channels: ["email"] });
    const base = { phone: null, message: "Hi", locale: "en", receivedAt: new Date().toISOString() };
    await queries.save({ ...base, name: "A", email: "a@example.com" });
    await queries.save({ ...base, name: "B", email: "b@example.com" });
    const [job] = await queries.claimDue(new Date(), 1, 60_000);
    await queries.recordOutcome(must(job), { status: "failed", error: "SMTP 550" });
    await queries.close();

    const all = (await run([], target)).out
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(all.map((m) => m.deliveries[0].status)).toEqual(["failed", "pending"]);
    expect((await run(["--csv", "--failed"], target)).out).toContain(
      ",failed: SMTP 550 (1 attempt),",
    );
    expect((await run(["--email", "B@example.com"], target)).out).toContain('"name":"B"');
    expect(await run(["--redeliver", "failed"], target)).toMatchObject({
      code: 0,
      err: expect.stringContaining("Queued 1"),
    });
    expect(await run(["--erase", "a@example.com"], target)).toMatchObject({
      code: 0,
      err: "Erased 1 message(s) from that address, with their deliveries.\n",
    });
    expect((await run(["--email", "a@example.com"], target)).out).toBe("");
    expect((await run(["--redeliver", "1"], target)).code).toBe(1);
    expect(await run(["--purge"], target)).toMatchObject({
      code: 0,
      err: "Deleted 0 message(s) older than 12 months.\n",
    });
  });

  it("shows each message's kind and a sign-up's choices, and erases both kinds", async () => {
    const { target } = fresh;
    const queries = await fresh.queries({ channels: ["email", "confirmation"] });
    await queries.save(contactMessage({ email: "k@example.com" }));
    const signup = await queries.save(signupMessage({ email: "k@example.com" }));
    await queries.close();
    const lines = (await run([], target)).out
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => [line.kind, line.signupSummary])).toEqual([
      ["contact", undefined],
      [
        "signup",
        "standard plan; keep +971501234567 from du; eSIM (iPhone 15); collect at store sheikh-zayed-road; call 2026-12-08 9:00–11:00 UAE time",
      ],
    ]);
    expect(lines[1]).toMatchObject({ signup: signup.signup, plan: "standard" });
    const csv = (await run(["--csv", "--ref", signup.reference], target)).out;
    expect(csv).toContain(",pending,,pending,signup,standard plan; keep");
    expect(await run(["--erase", "K@example.com"], target)).toMatchObject({
      code: 0,
      err: "Erased 2 message(s) from that address, with their deliveries.\n",
    });
    expect((await run([], target)).out).toBe("");
  });

  it("finds a message by the reference its sender was given, typed as a person types it", async () => {
    const { target } = fresh;
    const queries = await fresh.queries();
    const base = { name: "R", email: "r@example.com", phone: null, locale: "en" };
    await queries.save({ ...base, message: "Other", receivedAt: new Date().toISOString() });
    const complaint = await queries.save({
      ...base,
      message: "My bill",
      topic: "complaint",
      receivedAt: new Date().toISOString(),
    });
    await queries.close();
    const found = async (ref: string) =>
      (await run(["--ref", ref], target)).out
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { message: string; reference: string; topic: string });
    const { reference } = complaint;
    expect(await found(reference)).toEqual([
      expect.objectContaining({ message: "My bill", reference, topic: "complaint" }),
    ]);
    expect(await found(` ${reference.toLowerCase().replace("-", "")} `)).toHaveLength(1);
    const other = reference === "7KCM-HX3R" ? "7KCM-HX3T" : "7KCM-HX3R";
    expect(await run(["--ref", other], target)).toMatchObject({ code: 0, out: "" });
    expect((await run(["--csv", "--ref", reference], target)).out).toContain(
      `,${reference},complaint,`,
    );
  });

  it("lists messages received from an instant on, whatever offset names it", async () => {
    const { target } = fresh;
    const queries = await fresh.queries();
    const base = { name: "T", email: "t@example.com", phone: null, locale: "en" };
    await queries.save({ ...base, message: "Before", receivedAt: "2026-10-31T23:59:59.999Z" });
    await queries.save({ ...base, message: "After", receivedAt: "2026-11-01T00:00:00.000Z" });
    await queries.close();
    const since = async (value: string) =>
      (await run(["--since", value], target)).out
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { message: string }).message);
    expect(await since("2026-11-01")).toEqual(["After"]);
    expect(await since("2026-10-31")).toEqual(["Before", "After"]);
    expect(await since("2026-11-01T03:59:59.999+04:00")).toEqual(["Before", "After"]);
    expect(await since("2026-11-01T04:00:00+04:00")).toEqual(["After"]);
    expect(await since("2026-10-31T20:00:00.001-04:00")).toEqual([]);
    expect(await since("2026-11-01T00:00:00Z")).toEqual(["After"]);
  });
});

import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { must } from "../../../tests/delivery-peers";
import { afterEach, beforeEach, expect, it } from "vitest";
import { runMessagesCommand } from "./messages-command";
import { openSqliteMessageStore } from "./sqlite-message-store";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "sahab-command-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[], dataDir = dir) {
  let out = "";
  let err = "";
  const code = runMessagesCommand(args, {
    dataDir,
    out: (text) => (out += text),
    err: (text) => (err += text),
  });
  return { code, out, err };
}

it("refuses a DATA_DIR that does not exist, naming it, and creates nothing", () => {
  const mistyped = path.join(dir, "dta");
  const { code, out, err } = run([], mistyped);
  expect(code).toBe(1);
  expect(out).toBe("");
  expect(err).toBe(`No contact database: ${mistyped} does not exist. Check DATA_DIR.\n`);
  expect(existsSync(mistyped)).toBe(false);
});

it("refuses a directory without a database, naming the file, and creates none", () => {
  const { code, err } = run(["--csv"]);
  expect(code).toBe(1);
  expect(err).toContain(`${path.join(dir, "messages.sqlite")} does not exist.`);
  expect(existsSync(path.join(dir, "messages.sqlite"))).toBe(false);
});

it("shows each channel's delivery, lists one person's messages and erases them", () => {
  const store = openSqliteMessageStore(dir, { channels: ["email"] });
  const base = { phone: null, message: "Hi", locale: "en", receivedAt: new Date().toISOString() };
  store.save({ ...base, name: "A", email: "a@example.com" });
  store.save({ ...base, name: "B", email: "b@example.com" });
  const [job] = store.claimDue(new Date(), 1, 60_000);
  store.recordOutcome(must(job), { status: "failed", error: "SMTP 550" });
  store.close();

  const all = run([])
    .out.trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  expect(all.map((m) => m.deliveries[0].status)).toEqual(["failed", "pending"]);
  expect(run(["--csv", "--failed"]).out).toContain(",failed: SMTP 550 (1 attempt),");
  expect(run(["--email", "B@example.com"]).out).toContain('"name":"B"');
  expect(run(["--redeliver", "failed"])).toMatchObject({
    code: 0,
    err: expect.stringContaining("Queued 1"),
  });
  expect(run(["--erase", "a@example.com"])).toMatchObject({
    code: 0,
    err: "Erased 1 message(s) from that address, with their deliveries.\n",
  });
  expect(run(["--email", "a@example.com"]).out).toBe("");
  expect(run(["--redeliver", "1"]).code).toBe(1);
});

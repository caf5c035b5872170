import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ENGINES, freshDatabase, type TestDatabase } from "../../tests/support/contact-databases";
import { validNotice } from "../../tests/support/notices";
import { type RecordingLog, recordingLog } from "../../tests/support/recording-log";
import { openDatabase, type OpenDatabase } from "../database/open-database";
import { noticeOperations, type OperationRequest } from "./operations";
import { listNotices } from "./notice-queries";
import { networkStatusSchema } from "./notice-tables";

const note = { en: "The area was wrong.", ar: "كانت المنطقة خاطئة." };

describe.each(ENGINES)("the operations centre's changes, on %s", (engine) => {
  let fresh: TestDatabase;
  let database: OpenDatabase;
  let log: RecordingLog;
  let operate: ReturnType<typeof noticeOperations>;
  const ask = (method: string, path: string, body?: unknown) =>
    operate({ method, path, body } satisfies OperationRequest);
  const stored = async (id: string) =>
    (await listNotices(database, { withWithdrawn: true })).find((notice) => notice.id === id);

  beforeEach(async () => {
    fresh = await freshDatabase(engine);
    database = await openDatabase(fresh.target, { schemas: [networkStatusSchema] });
    log = recordingLog();
    operate = noticeOperations(
      { run: (work) => work(database) },
      { log, changed: () => undefined },
    );
  });
  afterEach(async () => {
    await database.close();
    await fresh.remove();
  });

  it("takes the same PUT again as a no-op: no change of time, no log line", async () => {
    expect(await ask("PUT", "/notices/n1", validNotice)).toMatchObject({ status: 201 });
    const before = await stored("n1");
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await ask("PUT", "/notices/n1", validNotice)).toEqual({
      status: 200,
      body: { id: "n1", outcome: "unchanged" },
    });
    expect((await stored("n1"))?.changedAt).toBe(before?.changedAt);
    expect(log.lines.info).toEqual(["Network status notice n1 opened"]);
    const retitled = { ...validNotice, title: { ...validNotice.title, en: "Slow data" } };
    expect(await ask("PUT", "/notices/n1", retitled)).toMatchObject({
      status: 200,
      body: { outcome: "replaced" },
    });
    expect((await stored("n1"))?.changedAt).not.toBe(before?.changedAt);
  });

  it("corrects a resolved notice, its closing text too, and keeps the note among its updates", async () => {
    await ask("PUT", "/notices/n2", validNotice);
    await ask("POST", "/notices/n2/resolve", { text: { en: "Fixed.", ar: "تم الإصلاح." } });
    expect(await ask("PUT", "/notices/n2", validNotice)).toMatchObject({ status: 409 });
    const corrected = {
      ...validNotice,
      areas: ["sharjah"],
      note,
      resolution: { en: "Fixed at noon.", ar: "تم الإصلاح ظهراً." },
    };
    expect(await ask("POST", "/notices/n2/correct", corrected)).toEqual({
      status: 200,
      body: { id: "n2", outcome: "corrected" },
    });
    expect(await stored("n2")).toMatchObject({
      areas: ["sharjah"],
      resolvedAt: expect.any(String),
      resolution: corrected.resolution,
      updates: [{ text: note }],
    });
    expect(log.lines.info).toContain("Network status notice n2 corrected");
  });

  it("refuses a closing text for an open notice, and a correction without its note", async () => {
    await ask("PUT", "/notices/n3", validNotice);
    const withClosing = { ...validNotice, note, resolution: note };
    expect(await ask("POST", "/notices/n3/correct", withClosing)).toMatchObject({ status: 409 });
    const withoutNote = await ask("POST", "/notices/n3/correct", validNotice);
    expect(withoutNote).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^note/) },
    });
    expect(await ask("POST", "/notices/nobody/correct", { ...validNotice, note })).toMatchObject({
      status: 404,
    });
  });

  it("withdraws a notice: kept for the operations centre, gone from what visitors read", async () => {
    await ask("PUT", "/notices/n4", validNotice);
    await ask("PUT", "/notices/n5", { ...validNotice, areas: ["ajman"] });
    expect(await ask("POST", "/notices/n4/withdraw", {})).toMatchObject({ status: 400 });
    expect(await ask("POST", "/notices/n4/withdraw", { note })).toEqual({
      status: 200,
      body: { id: "n4", outcome: "withdrawn" },
    });
    expect((await listNotices(database)).map((notice) => notice.id)).toEqual(["n5"]);
    expect(await stored("n4")).toMatchObject({ withdrawnAt: expect.any(String), withdrawal: note });
    const listed = await ask("GET", "/notices");
    expect((listed.body as { notices: { id: string }[] }).notices.map((each) => each.id)).toEqual(
      expect.arrayContaining(["n4", "n5"]),
    );
    for (const [method, path, body] of [
      ["PUT", "/notices/n4", validNotice],
      ["POST", "/notices/n4/updates", { text: note }],
      ["POST", "/notices/n4/resolve", {}],
      ["POST", "/notices/n4/correct", { ...validNotice, note }],
      ["POST", "/notices/n4/withdraw", { note }],
    ] as const) {
      const answer = await ask(method, path, body);
      expect(answer, path).toMatchObject({
        status: 409,
        body: { error: expect.stringContaining("withdrawn") },
      });
    }
  });
});

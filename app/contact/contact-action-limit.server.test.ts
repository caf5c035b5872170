import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sql } from "kysely";
import { ENGINES, freshDatabase, type TestDatabase } from "../../tests/database-engines";

describe.each(ENGINES)("the contact form's rate limit through the action, on %s", (engine) => {
  let database: TestDatabase;
  afterEach(async () => {
    const stores = await import("./message-store.server");
    await (await stores.messageStore()).close().catch(() => undefined);
    await database.remove();
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function setUp() {
    database = await freshDatabase(engine);
    if (database.target.engine === "sqlite") vi.stubEnv("DATA_DIR", database.target.dataDir);
    else vi.stubEnv("DATABASE_URL", database.target.url);
    // Fresh modules for each engine: the store is opened once a process.
    const action = await import("./contact-action.server");
    const { submissionLimitContext } = await import("./submission-limit");
    const stores = await import("./message-store.server");
    const submit = (message: string, client = "198.51.100.9") => {
      const context = new RouterContextProvider(
        new Map([[submissionLimitContext, { client, perWindow: 5 }]]),
      );
      const body = new URLSearchParams({ name: "Huda", email: "huda@example.com", message });
      const request = new Request("http://localhost/?index", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
      return action.handleContactSubmission(request, context, "en");
    };
    const status = async (message: string, address?: string) => {
      const result = await submit(message, address);
      return result instanceof Response ? result.status : (result.init?.status ?? 200);
    };
    const store = await stores.messageStore();
    return { status, store };
  }

  it("counts only stored messages: failed saves give their place back", async () => {
    const { status } = await setUp();
    // A database that refuses every new message, as a failing disk or a constraint would.
    const { openDatabase } = await import("./messages/database");
    const admin = await openDatabase(database.target);
    await sql
      .raw(
        engine === "sqlite"
          ? "CREATE TRIGGER refuse BEFORE INSERT ON contact_messages BEGIN SELECT RAISE(ABORT, 'refused'); END"
          : "CREATE FUNCTION refuse() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql; CREATE TRIGGER refuse BEFORE INSERT ON contact_messages FOR EACH ROW EXECUTE FUNCTION refuse()",
      )
      .execute(admin.db);
    vi.mocked(console.error).mockImplementation(() => undefined);
    const failed = [];
    for (let n = 1; n <= 6; n++) failed.push(await status(`refused ${n}`));
    expect(failed).toEqual([503, 503, 503, 503, 503, 503]);
    await sql
      .raw("DROP TRIGGER refuse" + (engine === "sqlite" ? "" : " ON contact_messages"))
      .execute(admin.db);
    await admin.close();
    vi.mocked(console.error).mockRestore();
    const after = [];
    for (let n = 1; n <= 6; n++) after.push(await status(`after ${n}`));
    expect(after).toEqual([303, 303, 303, 303, 303, 429]);
  });

  it("counts a submission sent twice (a double click) once", async () => {
    const { status, store } = await setUp();
    expect(await status("twice")).toBe(303);
    expect(await status("twice")).toBe(303);
    const rest = [];
    for (let n = 1; n <= 5; n++) rest.push(await status(`other ${n}`));
    expect(rest).toEqual([303, 303, 303, 303, 429]);
    expect((await store.list()).map((stored) => stored.message)).toEqual([
      "twice",
      "other 1",
      "other 2",
      "other 3",
      "other 4",
    ]);
  });

  it("counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4", async () => {
    const { status } = await setUp();
    const answers = [];
    for (let n = 1; n <= 7; n++) answers.push(await status(`v6 ${n}`, `2001:db8:1:2::${n}`));
    expect(answers).toEqual([303, 303, 303, 303, 303, 429, 429]);
    const mapped = [];
    for (const address of [
      "192.0.2.77",
      "::ffff:192.0.2.77",
      "192.0.2.77",
      "::ffff:c000:24d",
      "192.0.2.77",
      "192.0.2.77",
    ]) {
      mapped.push(await status(`v4 ${mapped.length}`, address));
    }
    expect(mapped).toEqual([303, 303, 303, 303, 303, 429]);
  });
});

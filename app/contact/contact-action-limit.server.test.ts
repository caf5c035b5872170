import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { submitContactForm } from "./contact-action.server";
import {
  contactForm,
  contactRequestContext,
  ENGINES,
  freshDatabaseEachTest,
} from "../../tests/support/contact-databases";
import { recordingLog } from "../../tests/support/recording-log";

describe.each(ENGINES)("the contact form's rate limit through the action, on %s", (engine) => {
  const fresh = freshDatabaseEachTest(engine);

  /** The action, five stored messages a client, as the server would run it: 303 sent. */
  function setUp() {
    const log = recordingLog();
    const messages = fresh.shared({ log });
    const status = async (message: string, client = "198.51.100.9") => {
      const context = contactRequestContext({ messages, limit: { client, perWindow: 5 }, log });
      const form = contactForm({ name: "Huda", email: "huda@example.com", message });
      const outcome = await submitContactForm(form, { locale: "en", context });
      return outcome.sent ? 303 : outcome.status;
    };
    return { status, messages, log };
  }

  it("counts only stored messages: failed saves give their place back", async () => {
    const { status, log } = setUp();
    // A database that refuses every new message, as a failing disk or a constraint would.
    const admin = await fresh.database();
    await sql
      .raw(
        engine === "sqlite"
          ? "CREATE TRIGGER refuse BEFORE INSERT ON contact_messages BEGIN SELECT RAISE(ABORT, 'refused'); END"
          : "CREATE FUNCTION refuse() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql; CREATE TRIGGER refuse BEFORE INSERT ON contact_messages FOR EACH ROW EXECUTE FUNCTION refuse()",
      )
      .execute(admin.db);
    const failed = [];
    for (let n = 1; n <= 6; n++) failed.push(await status(`refused ${n}`));
    expect(failed).toEqual([503, 503, 503, 503, 503, 503]);
    await sql
      .raw("DROP TRIGGER refuse" + (engine === "sqlite" ? "" : " ON contact_messages"))
      .execute(admin.db);
    expect(log.lines.error).toHaveLength(6);
    const after = [];
    for (let n = 1; n <= 6; n++) after.push(await status(`after ${n}`));
    expect(after).toEqual([303, 303, 303, 303, 303, 429]);
  });

  it("counts a submission sent twice (a double click) once", async () => {
    const { status, messages } = setUp();
    expect(await status("twice")).toBe(303);
    expect(await status("twice")).toBe(303);
    const rest = [];
    for (let n = 1; n <= 5; n++) rest.push(await status(`other ${n}`));
    expect(rest).toEqual([303, 303, 303, 303, 429]);
    expect((await (await messages.queries()).list()).map((stored) => stored.message)).toEqual([
      "twice",
      "other 1",
      "other 2",
      "other 3",
      "other 4",
    ]);
  });

  it("counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4", async () => {
    const { status } = setUp();
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

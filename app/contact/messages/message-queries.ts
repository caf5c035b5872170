/**
 * The messages' queries: a visitor's submission stored with its pending deliveries and its
 * place in the client's limit, in one transaction; the operator's listings; and the deletions
 * retention and an erasure make. The same typed queries on SQLite and PostgreSQL
 * (docs/decisions/027-one-query-layer-two-engines.md).
 */
import { createHash, randomUUID } from "node:crypto";
import { sql, type SelectQueryBuilder, type Transaction } from "kysely";
import type { ContactDatabase, Tables } from "./contact-tables";
import { byId, type Db, withDeliveries } from "./message-rows";
import { clientKeyOf, clientKeySalt, takePlace } from "./submission-limiter";
import { newReference } from "../message-reference";
import { channelsOfKind, type DeliveryChannel } from "../../settings/delivery-settings";
import { type KindColumns, kindColumns } from "./signup-details";
import type {
  ContactMessage,
  ListOptions,
  MessageQueries,
  StoredContactMessage,
  SubmissionLimit,
  SubmitOutcome,
} from "./message-types";

/**
 * The same words from the same page within this long are one submission sent twice (a double
 * click, a form posted again while the first answer was on its way), not a second message.
 * See docs/decisions/018-one-message-per-submission.md.
 */
export const SAME_SUBMISSION_WINDOW_MS = 10_000;

/**
 * A hash of everything the visitor wrote or chose, and where: equal for the same submission
 * sent twice.
 */
function fingerprintOf(message: ContactMessage, { kind, details }: KindColumns): string {
  const { locale, name, email, phone, message: text, topic } = message;
  // A complaint is told apart from the same words sent as a general message, a sign-up by its
  // choices; a general contact message hashes as before the topic and the kinds existed.
  const said = [
    locale,
    name,
    email,
    phone,
    text,
    ...(topic === "complaint" ? [topic] : []),
    ...(kind === "signup" ? [kind, details] : []),
  ];
  return createHash("sha256").update(JSON.stringify(said)).digest("hex");
}

/** Tries at a reference before giving up: with 18⁸ of them, a second try is already rare. */
const REFERENCE_TRIES = 5;

/**
 * The messages on an open database; each saved message gets a pending delivery on each of
 * `channels` (the ones the delivery settings configure) that its kind is delivered on.
 */
export function messageQueries(
  { db, engine }: ContactDatabase,
  { channels = [] }: { channels?: readonly DeliveryChannel[] } = {},
): MessageQueries {
  const postgres = engine === "postgres";

  /**
   * The messages a listing asks for, oldest first. Both sides of `since` are UTC ISO 8601 with
   * milliseconds and a four-digit year (the messages command takes no other year), so comparing
   * the text compares the instants.
   */
  function matching(on: Db, { since, email, failed = false, reference }: ListOptions = {}) {
    return on
      .selectFrom("contact_messages")
      .selectAll()
      .$if(since !== undefined, (query) =>
        query.where("received_at", ">=", since?.toISOString() ?? ""),
      )
      .$if(email !== undefined, (query) =>
        query.where((eb) => eb(eb.fn("lower", ["email"]), "=", (email ?? "").toLowerCase())),
      )
      .$if(reference !== undefined, (query) => query.where("reference", "=", reference ?? ""))
      .$if(failed, (query) =>
        query.where("id", "in", (eb) =>
          eb.selectFrom("message_deliveries").select("message_id").where("status", "=", "failed"),
        ),
      )
      .orderBy("id");
  }

  let salt: Promise<string> | undefined;
  /** The client's counter key; the salt is read once, and again after a failure. */
  async function keyOf(client: string): Promise<string> {
    salt ??= clientKeySalt(db).catch((error: unknown) => {
      salt = undefined;
      throw error;
    });
    return clientKeyOf(client, await salt);
  }

  /** Thrown inside the transaction to roll back the place it took. */
  const overLimit = Symbol("over the limit");

  async function submit(message: ContactMessage, limit?: SubmissionLimit): Promise<SubmitOutcome> {
    const columns = kindColumns(message);
    const fingerprint = fingerprintOf(message, columns);
    const windowStart = new Date(Date.parse(message.receivedAt) - SAME_SUBMISSION_WINDOW_MS);
    const key = limit && (await keyOf(limit.client));
    try {
      return await db.transaction().execute(async (trx) => {
        // Two instances saving the same submission at once take turns, so the second sees the
        // first: on PostgreSQL a lock on the fingerprint until commit; on SQLite the write lock,
        // which every transaction takes first.
        if (postgres) {
          await sql`SELECT pg_advisory_xact_lock(hashtextextended(${fingerprint}, 0))`.execute(trx);
        }
        const same = await trx
          .selectFrom("contact_messages")
          .select("id")
          .where("fingerprint", "=", fingerprint)
          .where("received_at", ">=", windowStart.toISOString())
          .orderBy("id", "desc")
          .limit(1)
          .executeTakeFirst();
        let id = same?.id;
        // The same submission again is answered as the first was, and counts no second time.
        if (id === undefined) {
          if (limit && key && !(await takePlace(trx, key, limit.perWindow))) throw overLimit;
          id = await insert(trx, message, { ...columns, fingerprint });
        }
        const [saved] = await withDeliveries(trx, byId(trx, [id]));
        if (!saved) throw new Error("The message was not stored.");
        return { status: "stored", message: saved } as const;
      });
    } catch (error) {
      if (error === overLimit) return { status: "limited" };
      throw error;
    }
  }

  /**
   * Inserts the message with a new reference; one already taken leaves the row out (rather than
   * failing the transaction, which PostgreSQL could not go on with), and another is drawn.
   */
  async function insertWithReference(
    trx: Transaction<Tables>,
    message: ContactMessage,
    { kind, details, plan, fingerprint }: KindColumns & { fingerprint: string },
  ): Promise<number> {
    for (let attempt = 0; attempt < REFERENCE_TRIES; attempt++) {
      const inserted = await trx
        .insertInto("contact_messages")
        .values({
          uuid: randomUUID(),
          reference: newReference(),
          topic: message.topic ?? "general",
          received_at: message.receivedAt,
          locale: message.locale,
          name: message.name,
          email: message.email,
          phone: message.phone,
          message: message.message,
          kind,
          details,
          plan,
          fingerprint,
        })
        .onConflict((conflict) => conflict.column("reference").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (inserted) return inserted.id;
    }
    throw new Error(`No free reference in ${REFERENCE_TRIES} tries.`);
  }

  async function insert(
    trx: Transaction<Tables>,
    message: ContactMessage,
    columns: KindColumns & { fingerprint: string },
  ) {
    const id = await insertWithReference(trx, message, columns);
    const now = new Date().toISOString();
    const queued = channelsOfKind(columns.kind, channels);
    if (queued.length > 0) {
      await trx
        .insertInto("message_deliveries")
        .values(
          queued.map((channel) => ({
            message_id: id,
            channel,
            queued_at: now,
            next_attempt_at: now,
          })),
        )
        .execute();
    }
    return id;
  }

  async function save(message: ContactMessage): Promise<StoredContactMessage> {
    const outcome = await submit(message);
    if (outcome.status !== "stored") throw new Error("A save without a limit was limited.");
    return outcome.message;
  }

  async function deleteMessages(
    where: (
      query: SelectQueryBuilder<Tables, "contact_messages", object>,
    ) => SelectQueryBuilder<Tables, "contact_messages", object>,
  ): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const ids = where(trx.selectFrom("contact_messages")).select("id");
      await trx.deleteFrom("message_deliveries").where("message_id", "in", ids).execute();
      const { numDeletedRows } = await trx
        .deleteFrom("contact_messages")
        .where("id", "in", ids)
        .executeTakeFirst();
      return Number(numDeletedRows);
    });
  }

  return {
    /** Stores the message, or returns the stored copy when it is the same submission again. */
    save,
    submit,
    list: (options) => withDeliveries(db, matching(db, options)),
    deleteReceivedBefore: (cutoff) =>
      deleteMessages((query) => query.where("received_at", "<", cutoff.toISOString())),
    eraseByEmail: (email) =>
      deleteMessages((query) =>
        query.where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase())),
      ),
  };
}

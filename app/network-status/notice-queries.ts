/**
 * The notices' queries, each on the open database the owner's `run` hands over: a PUT's create
 * or replace, an update, a resolution, a correction, a withdrawal, and the lists the page and
 * the API read. Each change is one transaction, so nothing is half-written. A resolved notice
 * takes only a correction, which leaves its note in the notice's updates; a withdrawn one is
 * kept, for the record, but takes nothing and is shown nowhere.
 */
import type { Transaction } from "kysely";
import type { OpenDatabase } from "../database/open-database";
import type { Bilingual, NoticeInput, NoticeKind, Service } from "./notice-input";
import { type NoticeTables, noticeTablesOn } from "./notice-tables";

/** A notice as stored, with its updates in the order they were posted. */
export interface Notice extends NoticeInput {
  id: string;
  updates: { at: string; text: Bilingual }[];
  resolvedAt?: string;
  resolution?: Bilingual;
  withdrawnAt?: string;
  withdrawal?: Bilingual;
  createdAt: string;
  changedAt: string;
}

/** What a PUT did; "resolved" and "withdrawn" mean nothing, as the notice takes no change. */
export type PutOutcome = "created" | "replaced" | "unchanged" | "resolved" | "withdrawn";
export type ChangeOutcome = "done" | "missing" | "resolved" | "withdrawn";

type NoticeRow = NoticeTables["network_status_notices"];

function rowOf(id: string, input: NoticeInput, now: string): NoticeRow {
  return {
    id,
    kind: input.kind,
    services: JSON.stringify(input.services),
    areas: JSON.stringify(input.areas),
    title_en: input.title.en,
    title_ar: input.title.ar,
    description_en: input.description.en,
    description_ar: input.description.ar,
    starts_at: input.startsAt,
    expected_end_at: input.expectedEndAt ?? null,
    resolved_at: null,
    resolution_en: null,
    resolution_ar: null,
    created_at: now,
    changed_at: now,
    withdrawn_at: null,
    withdrawal_en: null,
    withdrawal_ar: null,
  };
}

/** What a notice says (all a PUT or a correction sets), as its row holds it. */
const SAID = [
  "kind",
  "services",
  "areas",
  "title_en",
  "title_ar",
  "description_en",
  "description_ar",
  "starts_at",
  "expected_end_at",
] as const;

const saysTheSame = (a: NoticeRow, b: NoticeRow) => SAID.every((column) => a[column] === b[column]);

const saidBy = (row: NoticeRow) =>
  Object.fromEntries(SAID.map((column) => [column, row[column]])) as Pick<
    NoticeRow,
    (typeof SAID)[number]
  >;

/** The notice's row, locked against a concurrent change until the transaction ends. */
async function lockedRow(trx: Transaction<NoticeTables>, engine: string, id: string) {
  const query = trx.selectFrom("network_status_notices").selectAll().where("id", "=", id);
  return (engine === "postgres" ? query.forUpdate() : query).executeTakeFirst();
}

/** Creates the notice `id`, or replaces what it says (its updates kept); never a resolved one. */
export async function putNotice(
  database: OpenDatabase,
  id: string,
  input: NoticeInput,
  now = new Date().toISOString(),
): Promise<PutOutcome> {
  const { db, engine } = noticeTablesOn(database);
  return db.transaction().execute(async (trx) => {
    const row = rowOf(id, input, now);
    const inserted = await trx
      .insertInto("network_status_notices")
      .values(row)
      .onConflict((conflict) => conflict.column("id").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return "created";
    const existing = await lockedRow(trx, engine, id);
    if (!existing) return "created";
    if (existing.withdrawn_at) return "withdrawn";
    if (existing.resolved_at) return "resolved";
    // A PUT sent again (a retry) changes nothing, not even the time of the last change.
    if (saysTheSame(existing, row)) return "unchanged";
    await trx
      .updateTable("network_status_notices")
      .set({ ...saidBy(row), changed_at: now })
      .where("id", "=", id)
      .execute();
    return "replaced";
  });
}

/**
 * Runs `change` on the notice `id` in one transaction, with its row locked, if it exists and is
 * not resolved yet.
 */
async function changeOpenNotice(
  database: OpenDatabase,
  id: string,
  change: (trx: Transaction<NoticeTables>) => Promise<unknown>,
): Promise<ChangeOutcome> {
  const { db, engine } = noticeTablesOn(database);
  return db.transaction().execute(async (trx) => {
    const existing = await lockedRow(trx, engine, id);
    if (!existing) return "missing";
    if (existing.withdrawn_at) return "withdrawn";
    if (existing.resolved_at) return "resolved";
    await change(trx);
    return "done";
  });
}

const noteAsUpdate = (trx: Transaction<NoticeTables>, id: string, note: Bilingual, now: string) =>
  trx
    .insertInto("network_status_updates")
    .values({ notice_id: id, posted_at: now, text_en: note.en, text_ar: note.ar })
    .execute();

/** Adds an update to an open notice. */
export function addUpdate(
  database: OpenDatabase,
  id: string,
  text: Bilingual,
  now = new Date().toISOString(),
): Promise<ChangeOutcome> {
  return changeOpenNotice(database, id, async (trx) => {
    await noteAsUpdate(trx, id, text, now);
    await trx
      .updateTable("network_status_notices")
      .set({ changed_at: now })
      .where("id", "=", id)
      .execute();
  });
}

/** Resolves an open notice, with a closing text or none. */
export function resolveNotice(
  database: OpenDatabase,
  id: string,
  text: Bilingual | undefined,
  now = new Date().toISOString(),
): Promise<ChangeOutcome> {
  return changeOpenNotice(database, id, (trx) =>
    trx
      .updateTable("network_status_notices")
      .set({
        resolved_at: now,
        resolution_en: text?.en ?? null,
        resolution_ar: text?.ar ?? null,
        changed_at: now,
      })
      .where("id", "=", id)
      .execute(),
  );
}

export type CorrectOutcome = ChangeOutcome | "open";

/**
 * Corrects what a notice says, open or resolved, and for a resolved one its closing text if
 * given ("open" when one is given for a notice not resolved yet): the note saying what was
 * corrected is added to its updates, so readers see that it changed and why.
 */
export async function correctNotice(
  database: OpenDatabase,
  id: string,
  { notice, note, resolution }: { notice: NoticeInput; note: Bilingual; resolution?: Bilingual },
  now = new Date().toISOString(),
): Promise<CorrectOutcome> {
  const { db, engine } = noticeTablesOn(database);
  return db.transaction().execute(async (trx) => {
    const existing = await lockedRow(trx, engine, id);
    if (!existing) return "missing";
    if (existing.withdrawn_at) return "withdrawn";
    if (resolution && !existing.resolved_at) return "open";
    await trx
      .updateTable("network_status_notices")
      .set({
        ...saidBy(rowOf(id, notice, now)),
        ...(resolution && { resolution_en: resolution.en, resolution_ar: resolution.ar }),
        changed_at: now,
      })
      .where("id", "=", id)
      .execute();
    await noteAsUpdate(trx, id, note, now);
    return "done";
  });
}

/**
 * Withdraws a notice, open or resolved, with a note saying why: it stays in the database with
 * its history, for the operations centre, and leaves the page, the JSON and the feed.
 */
export async function withdrawNotice(
  database: OpenDatabase,
  id: string,
  note: Bilingual,
  now = new Date().toISOString(),
): Promise<Exclude<ChangeOutcome, "resolved">> {
  const { db, engine } = noticeTablesOn(database);
  return db.transaction().execute(async (trx) => {
    const existing = await lockedRow(trx, engine, id);
    if (!existing) return "missing";
    if (existing.withdrawn_at) return "withdrawn";
    await trx
      .updateTable("network_status_notices")
      .set({ withdrawn_at: now, withdrawal_en: note.en, withdrawal_ar: note.ar, changed_at: now })
      .where("id", "=", id)
      .execute();
    return "done";
  });
}

/**
 * The notices still open, and those resolved at or after `resolvedSince` (every resolved one
 * when it is not given), with their updates; the most recently started first. Withdrawn ones
 * only when asked for: the operations centre sees them, visitors never do.
 */
export async function listNotices(
  database: OpenDatabase,
  {
    resolvedSince,
    withWithdrawn = false,
  }: { resolvedSince?: string; withWithdrawn?: boolean } = {},
): Promise<Notice[]> {
  const { db } = noticeTablesOn(database);
  let query = db.selectFrom("network_status_notices").selectAll();
  if (!withWithdrawn) query = query.where("withdrawn_at", "is", null);
  if (resolvedSince !== undefined) {
    query = query.where((where) =>
      where.or([where("resolved_at", "is", null), where("resolved_at", ">=", resolvedSince)]),
    );
  }
  const rows = await query.orderBy("starts_at", "desc").orderBy("id").execute();
  if (rows.length === 0) return [];
  const updates = await db
    .selectFrom("network_status_updates")
    .selectAll()
    .where(
      "notice_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("posted_at")
    .orderBy("id")
    .execute();
  const byNotice = new Map<string, Notice["updates"]>();
  for (const update of updates) {
    const list = byNotice.get(update.notice_id) ?? [];
    list.push({ at: update.posted_at, text: { en: update.text_en, ar: update.text_ar } });
    byNotice.set(update.notice_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as NoticeKind,
    services: JSON.parse(row.services) as Service[],
    areas: JSON.parse(row.areas) as string[],
    title: { en: row.title_en, ar: row.title_ar },
    description: { en: row.description_en, ar: row.description_ar },
    startsAt: row.starts_at,
    ...(row.expected_end_at !== null && { expectedEndAt: row.expected_end_at }),
    updates: byNotice.get(row.id) ?? [],
    ...(row.resolved_at !== null && { resolvedAt: row.resolved_at }),
    ...(row.resolution_en !== null &&
      row.resolution_ar !== null && {
        resolution: { en: row.resolution_en, ar: row.resolution_ar },
      }),
    ...(row.withdrawn_at !== null && { withdrawnAt: row.withdrawn_at }),
    ...(row.withdrawal_en !== null &&
      row.withdrawal_ar !== null && {
        withdrawal: { en: row.withdrawal_en, ar: row.withdrawal_ar },
      }),
    createdAt: row.created_at,
    changedAt: row.changed_at,
  }));
}

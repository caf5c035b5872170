import type { ContactTopic } from "../../domain/contact-fields";
import type { MessageKind, SignupDetails } from "../../domain/signup";
import type { ContactSubmission } from "../contact-schema";
import type { OutboxChannelState } from "../../metrics/outbox-state";
import type { DeliveryChannel } from "../../settings/delivery-settings";

/**
 * A message as its form's schema accepted it, with when, in which language and about which
 * plan: a contact-form message (its fields come from the contact schema), or a sign-up request
 * from the join page, which says no words of its own (`message` is "") and whose choices are
 * `signup`.
 */
export type ContactMessage = Omit<ContactSubmission, "topic"> & {
  /** A contact message unless said. */
  kind?: MessageKind;
  /** A sign-up request's choices: required for one, and kept for no other kind. */
  signup?: SignupDetails | null;
  /** A complaint, or (if not said) a general message. */
  topic?: ContactTopic;
  /** The locale of the page it was sent from (`en`, `ar`). */
  locale: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  /** The id of the plan the visitor chose (`app/domain/catalog.ts`), if any. */
  plan?: string | null;
};

export type DeliveryStatus = "pending" | "delivered" | "failed";

/** How far one message has got on one channel. */
export interface DeliveryState {
  channel: DeliveryChannel;
  status: DeliveryStatus;
  /** Sends tried so far, successful or not. */
  attempts: number;
  /** ISO 8601, UTC; set once delivered. */
  deliveredAt: string | null;
  /** The last failure, without personal data (`SMTP 550`, `HTTP 503`, `ECONNREFUSED`). */
  lastError: string | null;
}

export interface StoredContactMessage extends ContactMessage {
  id: number;
  /**
   * Random, given at save: the mail's Message-ID and the webhook's id derive from it, so a
   * repeat is recognisably the same message and a recreated database never reuses one.
   */
  uuid: string;
  /**
   * Short, random and unique among stored messages (`7KCM-HX3R`): what the visitor is shown
   * and quotes, and what the care team's email and webhook carry. Never a way to look a
   * message up on the site.
   */
  reference: string;
  kind: MessageKind;
  /** A sign-up request's choices; null for a contact message. */
  signup: SignupDetails | null;
  topic: ContactTopic;
  /** For a sign-up request, the plan of its choices. */
  plan: string | null;
  /**
   * One entry a channel that was configured when the message was saved and that its kind is
   * delivered on (`channelsOfKind`).
   */
  deliveries: DeliveryState[];
}

/** One message due on one channel, claimed by a deliverer until it records the outcome. */
export interface DeliveryJob {
  message: StoredContactMessage;
  channel: DeliveryChannel;
  /** Sends tried before this one. */
  attempts: number;
  /** When the message was queued (or queued again) on this channel; ISO 8601, UTC. */
  queuedAt: string;
  /** Until when this deliverer's claim holds (ISO 8601, UTC): also what tells it from another's. */
  claimedUntil: string;
}

/** What a deliverer learnt from one send. */
export type DeliveryOutcome =
  | { status: "delivered"; at: Date }
  | { status: "retry"; error: string; nextAttemptAt: Date }
  | { status: "failed"; error: string };

/** Who sends a submission, and how many stored messages they may send per window. */
export interface SubmissionLimit {
  /** The client's address, as the server sees it (behind a trusted proxy, the one it names). */
  client: string;
  perWindow: number;
}

/** What came of a submission: stored (or found stored, sent twice), or over the client's limit. */
export type SubmitOutcome =
  { status: "stored"; message: StoredContactMessage } | { status: "limited" };

export interface ListOptions {
  /** Only messages received at or after this time. */
  since?: Date;
  /** Only one person's messages (compared without regard to case). */
  email?: string;
  /** Only messages with a channel that failed. */
  failed?: boolean;
  /** Only the message with this reference, as the site writes it (`7KCM-HX3R`). */
  reference?: string;
}

/**
 * Where contact messages are kept, and their outbox: each message is committed with one
 * pending delivery per configured channel, and deliverers claim due work and record what
 * happened (docs/decisions/023-delivery-through-an-outbox.md). SQLite or PostgreSQL, through
 * the same queries (docs/decisions/027-one-query-layer-two-engines.md).
 */
export interface ContactQueries extends MessageQueries, OutboxQueries {
  /** `postgres`: shared by several instances, each with its own deliverer. */
  readonly engine: "sqlite" | "postgres";
  close(): Promise<void>;
}

/** The messages: stored, listed, deleted (message-queries.ts). */
export interface MessageQueries {
  /** Resolves only once the message and its pending deliveries are durably committed. */
  save(message: ContactMessage): Promise<StoredContactMessage>;
  /**
   * Saves a visitor's submission within the client's limit, counted in the same transaction:
   * only stored messages count, and a submission sent twice within seconds counts once
   * (docs/decisions/031-the-limit-counts-in-the-save.md).
   */
  submit(message: ContactMessage, limit?: SubmissionLimit): Promise<SubmitOutcome>;
  /** Messages in the order received. */
  list(options?: ListOptions): Promise<StoredContactMessage[]>;
  /** Deletes messages received before `cutoff`, with their deliveries; returns how many. */
  deleteReceivedBefore(cutoff: Date): Promise<number>;
  /** Deletes one person's messages (email compared without regard to case); returns how many. */
  eraseByEmail(email: string): Promise<number>;
}

/** Their deliveries: claimed, sent, recorded, queued again (outbox-queries.ts). */
export interface OutboxQueries {
  /**
   * Claims up to `limit` deliveries due at `now` for `leaseMs`: no other claim, in this
   * instance or another, gets them until the outcome is recorded or the lease runs out (a
   * deliverer that died).
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<DeliveryJob[]>;
  /**
   * Extends the claims this deliverer still holds on `jobs` to `until` (a claim that lapsed and
   * was taken by another deliverer is not); returns the jobs renewed.
   */
  renewClaims(jobs: DeliveryJob[], until: Date): Promise<Set<DeliveryJob>>;
  /** Records a send's outcome on a delivery that is still pending, and ends its claim. */
  recordOutcome(
    job: Pick<DeliveryJob, "message" | "channel">,
    outcome: DeliveryOutcome,
  ): Promise<void>;
  /** What waits in the outbox, per channel (each of `channels`, and any with pending work). */
  outboxState(channels: readonly DeliveryChannel[]): Promise<OutboxChannelState[]>;
  /** Makes every claim available again: for the only deliverer of a database, after a crash. */
  releaseClaims(): Promise<void>;
  /**
   * Queues again every delivery of the message with this id or uuid, or, with `"failed"`,
   * every failed delivery; returns how many deliveries were queued.
   */
  redeliver(target: string, now?: Date): Promise<number>;
}

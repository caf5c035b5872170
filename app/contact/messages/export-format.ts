import { BIDI_CONTROLS } from "../../i18n/typed-text";
import { DELIVERY_CHANNELS, type DeliveryChannel } from "../../settings/delivery-settings";
import type { StoredContactMessage } from "./message-types";
import { signupSummary } from "./signup-summary";

const columns = [
  "id",
  "uuid",
  "reference",
  "topic",
  "receivedAt",
  "locale",
  "plan",
  "name",
  "email",
  "phone",
  "message",
] as const;

/**
 * The columns added with the sign-up requests, after every column there was, so a sheet that
 * reads the export by position reads what it did: the kind, a sign-up's choices in one line
 * and as the JSON stored.
 */
const kindColumns = ["kind", "signupSummary", "signupDetails"] as const;

/** What the export says of a message's kind: a sign-up's choices in one line, and as stored. */
function kindCells(message: StoredContactMessage): Record<(typeof kindColumns)[number], string> {
  const { kind, signup } = message;
  return {
    kind,
    signupSummary: signup ? signupSummary(signup) : "",
    signupDetails: signup ? JSON.stringify(signup) : "",
  };
}

/** One channel's delivery in a few words: `pending`, `delivered 2026-…`, `failed: SMTP 550 (3 attempts)`. */
export function deliverySummary(message: StoredContactMessage, channel: DeliveryChannel): string {
  const state = message.deliveries.find((delivery) => delivery.channel === channel);
  if (!state) return "";
  if (state.status === "delivered") return `delivered ${state.deliveredAt ?? ""}`.trim();
  const attempts = `${state.attempts} attempt${state.attempts === 1 ? "" : "s"}`;
  if (state.status === "failed") return `failed: ${state.lastError ?? "unknown"} (${attempts})`;
  return state.attempts > 0 ? `pending: ${state.lastError ?? ""} (${attempts})` : "pending";
}

const escapeCodePoint = (character: string) =>
  `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * One JSON object per line. JSON escapes control characters, so nothing reaches the terminal
 * raw; bidi controls, which JSON leaves as they are, are written as `\uXXXX` escapes too (they
 * can only occur inside strings, so the line still parses to the same value).
 */
export function toJsonLines(messages: StoredContactMessage[]): string {
  return messages
    .map((message) => {
      // A sign-up's choices are read at a glance in one line too; `signup` keeps them whole.
      const shown = message.signup
        ? { ...message, signupSummary: signupSummary(message.signup) }
        : message;
      return `${JSON.stringify(shown).replace(BIDI_CONTROLS, escapeCodePoint)}\n`;
    })
    .join("");
}

/**
 * RFC 4180 CSV. A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a leading
 * tab or carriage return) gets a leading apostrophe, and control characters other than line
 * breaks and tabs, and every bidi control, are replaced with U+FFFD, so opening the export runs
 * nothing a visitor typed and no cell can reorder the row it is in.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value)
    .replace(/[^\P{Cc}\n\r\t]/gu, "\ufffd")
    .replace(BIDI_CONTROLS, "\ufffd");
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(messages: StoredContactMessage[]): string {
  const lines = [
    [...columns, ...DELIVERY_CHANNELS.map((channel) => `${channel}Delivery`), ...kindColumns].join(
      ",",
    ),
  ];
  for (const message of messages) {
    const cells = columns.map((column) => csvCell(message[column]));
    for (const channel of DELIVERY_CHANNELS) cells.push(csvCell(deliverySummary(message, channel)));
    const kind = kindCells(message);
    for (const column of kindColumns) cells.push(csvCell(kind[column]));
    lines.push(cells.join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}

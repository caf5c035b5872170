/** The care team's mail of a contact message: its subject and its plain-text body. */
import type { StoredContactMessage } from "../messages/message-types";
import { typedText } from "../../i18n/typed-text";
import { complaintPromises } from "../../domain/catalog";
import { oneLine, receivedLines } from "./mail-parts";

const { acknowledgeWithinWorkingDays, finalAnswerWithinDays } = complaintPromises;

/**
 * The subject: the reference first, as helpdesks file a thread by it, then what kind of message
 * it is (a complaint says so), who sent it, and the plan they chose.
 */
export function careSubjectOf(message: StoredContactMessage): string {
  const kind = message.topic === "complaint" ? "Complaint" : "Website message";
  const plan = message.plan ? ` about the ${oneLine(message.plan, 40)} plan` : "";
  return `[${message.reference}] ${kind} from ${oneLine(message.name, 80)}${plan}`;
}

/**
 * The mail's text: what the visitor typed as typed text is read everywhere (no bidi controls,
 * whenever the message was stored), so no value reorders the lines after it.
 */
export function careBodyOf(stored: StoredContactMessage): string {
  const message = {
    ...stored,
    name: typedText(stored.name),
    email: typedText(stored.email),
    message: typedText(stored.message),
  };
  const lines = [
    message.topic === "complaint"
      ? `A visitor sent this COMPLAINT through the contact form of the website. We promise to acknowledge it within ${acknowledgeWithinWorkingDays} working day(s) and give a final answer within ${finalAnswerWithinDays} days.`
      : "A visitor sent this message through the contact form of the website.",
    "",
    `Reference: ${message.reference}`,
    `Kind: ${message.topic === "complaint" ? "complaint" : "general message"}`,
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    `Phone: ${message.phone ?? "(not given)"}`,
    `Plan: ${message.plan ?? "(none chosen)"}`,
    ...receivedLines(message),
    "",
    "Message:",
    message.message,
    "",
  ];
  return lines.join("\n");
}

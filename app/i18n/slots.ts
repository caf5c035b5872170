import { joinPhrases, type LtrRun, type Phrase, phraseParts } from "../i18n/bidi";

/** A content template with its `{name}` slots filled; a slot without a value stays visible. */
export function fillSlots(template: string, values: Record<string, string>): string;
export function fillSlots(template: Phrase, values: Record<string, Phrase | LtrRun>): Phrase;
export function fillSlots(template: Phrase, values: Record<string, Phrase | LtrRun>): Phrase {
  const filled = phraseParts(template).flatMap((part) =>
    typeof part === "string"
      ? part
          .split(/(\{\w+\})/)
          .map((piece) => values[/^\{(\w+)\}$/.exec(piece)?.[1] ?? ""] ?? piece)
      : [part],
  );
  return joinPhrases(filled, "");
}

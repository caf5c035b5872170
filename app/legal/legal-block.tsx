import type {
  LegalBlock as LegalBlockContent,
  LegalText as LegalTextContent,
} from "../content/legal";
import { isLtrRun } from "../i18n/bidi";
import { LtrText, TextWithLtrRuns } from "../i18n/ltr-text";

const linkClass = "font-semibold text-brand-700 underline hover:text-brand-900";

/**
 * Text of a legal page, with its links. Phone numbers and emails marked in the content go
 * through the same left-to-right runs as on the home page, so none wraps or reorders.
 */
function LegalText({ text }: { text: LegalTextContent }) {
  if (typeof text === "string") return <TextWithLtrRuns text={text} />;
  return text.map((part, index) =>
    typeof part === "string" ? (
      <TextWithLtrRuns key={index} text={part} />
    ) : isLtrRun(part) ? (
      <LtrText key={index}>{part.ltr}</LtrText>
    ) : (
      <a key={index} href={part.href} className={linkClass}>
        <TextWithLtrRuns text={part.text} />
      </a>
    ),
  );
}

/** A paragraph's text rather than a list or pairs: an array of its parts. */
function isText(block: LegalBlockContent): block is LegalTextContent {
  return Array.isArray(block);
}

/** A paragraph, a list, or term-and-detail pairs of a legal text. */
export function LegalBlock({ block }: { block: LegalBlockContent }) {
  if (typeof block === "string" || isText(block)) {
    return (
      <p>
        <LegalText text={block} />
      </p>
    );
  }
  if ("pairs" in block) {
    return (
      <dl className="divide-y divide-line rounded-lg border border-line">
        {block.pairs.map(({ term, detail }) => (
          <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="font-semibold text-brand-900">{term}</dt>
            <dd className="sm:col-span-2">
              <LegalText text={detail} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <ul className="list-disc space-y-2 ps-6">
      {block.list.map((item, index) => (
        <li key={index}>
          <LegalText text={item} />
        </li>
      ))}
    </ul>
  );
}

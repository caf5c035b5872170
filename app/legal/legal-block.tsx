import type { LegalBlock as LegalBlockContent } from "../content/types";
import { TextWithLtrRuns } from "../i18n/ltr-text";

/**
 * A paragraph or a list of a legal text. Phone numbers and emails marked in the content go
 * through the same left-to-right runs as on the home page, so none wraps or reorders.
 */
export function LegalBlock({ block }: { block: LegalBlockContent }) {
  if (typeof block === "string") {
    return (
      <p>
        <TextWithLtrRuns text={block} />
      </p>
    );
  }
  return (
    <ul className="list-disc space-y-2 ps-6">
      {block.list.map((item) => (
        <li key={item}>
          <TextWithLtrRuns text={item} />
        </li>
      ))}
    </ul>
  );
}

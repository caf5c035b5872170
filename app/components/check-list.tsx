import { Icon } from "./icons";
import type { Phrase } from "../i18n/bidi";
import { TextWithLtrRuns } from "../i18n/ltr-text";

interface CheckListProps {
  items: readonly Phrase[];
  className?: string;
  itemClassName?: string;
}

/** A list whose items each start with a check mark: features, documents, highlights. */
export function CheckList({ items, className = "space-y-2", itemClassName = "" }: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={index} className={`flex gap-2 ${itemClassName}`}>
          <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
          <span>
            <TextWithLtrRuns text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}

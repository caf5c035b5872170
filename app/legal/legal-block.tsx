import type { LegalBlock as LegalBlockContent } from "~/content/types";

export function LegalBlock({ block }: { block: LegalBlockContent }) {
  if (typeof block === "string") return <p>{block}</p>;
  return (
    <ul className="list-disc space-y-2 ps-6">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

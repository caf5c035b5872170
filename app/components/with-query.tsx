/**
 * A template with what the visitor typed in its `{query}` slot, kept in its own direction
 * (`<bdi>`), so an Arabic name in an English sentence, or the reverse, cannot reorder it.
 */
export function WithQuery({ template, query }: { template: string; query: string }) {
  const [before, after] = template.split(/\{(?:query|typed)\}/);
  return (
    <>
      {before}
      <bdi>{query}</bdi>
      {after}
    </>
  );
}

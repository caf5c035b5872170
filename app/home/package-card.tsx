import type { HomeContent } from "../content/home";
import type { PackageView } from "../content/catalog-view";

export function PackageCard({
  pack,
  labels,
}: {
  pack: PackageView;
  labels: HomeContent["internet"]["labels"];
}) {
  const rows = [
    [labels.data, pack.data],
    [labels.validity, pack.validity],
  ] as const;
  return (
    <article
      aria-labelledby={`package-${pack.id}`}
      className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5"
    >
      <h4 id={`package-${pack.id}`} className="text-lg font-semibold text-brand-900">
        {pack.name}
      </h4>
      <dl className="mt-3 space-y-2">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="sr-only">{labels.price}</dt>
          <dd className="text-3xl font-extrabold text-brand-900 tabular-nums">{pack.price}</dd>
        </div>
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-t border-line pt-2">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

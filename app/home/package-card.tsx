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
      className="flex h-full flex-col rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-gulf-100 sm:p-5"
    >
      <h4 id={`package-${pack.id}`} className="font-semibold text-gulf-700 sm:text-lg">
        {pack.name}
      </h4>
      <dl className="mt-1 space-y-1.5">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="sr-only">{labels.price}</dt>
          <dd className="text-2xl font-extrabold text-brand-900 tabular-nums sm:text-3xl">
            {pack.price}
          </dd>
        </div>
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex flex-wrap justify-between gap-x-3 border-t border-line pt-1.5 text-sm sm:text-base"
          >
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

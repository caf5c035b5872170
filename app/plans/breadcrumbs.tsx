interface BreadcrumbsProps {
  label: string;
  /** From the home page down to the current page, which is the last. */
  crumbs: { href: string; label: string }[];
}

/** Where the page sits, as links; the current page is named, not linked. */
export function Breadcrumbs({ label, crumbs }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap gap-x-2 gap-y-1 text-ink-muted">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-2">
              {current ? (
                <a href={crumb.href} aria-current="page" className="text-ink">
                  {crumb.label}
                </a>
              ) : (
                <>
                  <a href={crumb.href} className="text-brand-700 underline">
                    {crumb.label}
                  </a>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { TextWithLtrRuns } from "../i18n/ltr-text";
import { rowsClass } from "../search/row-groups";
import { AreaCheck } from "./area-check";
import { coverageLevels } from "../domain/coverage-levels";
import { type MapLegendEntry, UaeMap } from "../map/uae-map";
import type { CoverageColumn, CoverageMark, CoverageView } from "./coverage-view.server";

/** The id of the section of tables, which the filter and the "show all" link name. */
const TABLES_ID = "communities";

const columnOrder: CoverageColumn[] = ["5g-outdoor", "5g-indoor", "4g-outdoor", "4g-indoor"];

/**
 * Every community's 5G and 4G, outdoors and indoors: the check for one's own area, what the
 * levels mean, the map, and a table per emirate.
 */
export function CoveragePage({
  content,
  check,
  groups,
  filterStatus,
  marks,
  plansHref,
}: CoverageView) {
  const { table } = content;
  // Drawn in this order, so the 5G marks, the answer most visitors look for, lie on top.
  const legend: MapLegendEntry<CoverageMark["kind"]>[] = [
    { kind: "none", label: content.map.legend.none, shape: "cross", tone: "red" },
    { kind: "4g", label: content.map.legend["4g"], shape: "square", tone: "green" },
    { kind: "5g", label: content.map.legend["5g"], shape: "circle", tone: "blue" },
  ];
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{content.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-muted">
        <TextWithLtrRuns text={content.intro} />
      </p>

      <AreaCheck
        check={check}
        words={content.check}
        filter={content.filter}
        filterStatus={filterStatus}
        tablesId={TABLES_ID}
      />

      {/* The tables below say everything the map shows, so it is one image, not a list. */}
      <UaeMap
        title={content.map.title}
        description={content.map.description}
        marks={marks}
        legend={legend}
        legendLabel={content.map.legendLabel}
        className="mt-10 max-w-2xl"
      />

      <section aria-labelledby="levels-heading" className="mt-10">
        <h2 id="levels-heading" className="text-xl font-semibold text-brand-900">
          {content.levelsHeading}
        </h2>
        <dl className="mt-3 space-y-2">
          {coverageLevels.map((level) => (
            <div key={level}>
              <dt className="inline font-semibold">{content.levels[level].name}: </dt>
              <dd className="inline">{content.levels[level].meaning}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3">{content.indoorsNote}</p>
      </section>

      <section id={TABLES_ID} aria-labelledby={`${TABLES_ID}-heading`} className="mt-10">
        <h2 id={`${TABLES_ID}-heading`} className="text-xl font-semibold text-brand-900">
          {table.heading}
        </h2>
        <nav aria-label={table.indexLabel} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.tableId}`}
                  className="flex min-h-11 items-center rounded-md border border-line bg-white px-3 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {group.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {groups.map((group) => (
          <div
            key={group.id}
            id={group.tableId}
            hidden={group.hidden}
            className={`rate-group mt-6 ${rowsClass(group.rows.length)}`}
          >
            <table className="rate-table">
              <caption>{group.name}</caption>
              <thead>
                <tr>
                  <th scope="col" className="w-1/3">
                    {table.community}
                  </th>
                  {columnOrder.map((column) => (
                    <th key={column} scope="col">
                      <TextWithLtrRuns text={table.columns[column]} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {group.rows.map((row) => (
                  <tr
                    key={row.id}
                    id={`area-${row.id}`}
                    hidden={row.hidden}
                    data-search={row.search}
                  >
                    <th scope="row">{row.name}</th>
                    {columnOrder.map((column) => (
                      <td key={column} data-level={row.levels[column].level}>
                        {row.levels[column].word}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </section>

      <p className="mt-10">
        <a href={plansHref} className="font-semibold text-brand-700 underline">
          {content.plansLink}
        </a>
      </p>
    </div>
  );
}

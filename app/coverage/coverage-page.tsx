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
 * Every community's 5G and 4G, outdoors and indoors: the check for one's own area, the map
 * (framed on the answer), what the levels mean, and a table per emirate, each folded under its
 * name but the one the answer is in. On a laptop the map stands beside the rest, in view; on a
 * phone it follows the answer.
 */
export function CoveragePage({
  content,
  check,
  groups,
  filterStatus,
  marks,
  pins,
  mapDescription,
  askedPin,
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
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{content.heading}</h1>
      <p className="mt-4 max-w-3xl text-lg text-ink-muted">
        <TextWithLtrRuns text={content.intro} />
      </p>

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-x-10 gap-y-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
        <div className="lg:col-start-1">
          <AreaCheck
            check={check}
            words={content.check}
            filter={content.filter}
            filterStatus={filterStatus}
            locate={content.locate}
            tablesId={TABLES_ID}
          />
        </div>

        {/* The tables below say everything the map shows, so it is one image, not a list. */}
        <UaeMap
          title={content.map.title}
          description={mapDescription}
          marks={marks}
          legend={legend}
          legendLabel={content.map.legendLabel}
          pins={pins}
          pinLegend={{ asked: askedPin }}
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-8 lg:self-start"
        />

        <div className="lg:col-start-1">
          <section aria-labelledby="levels-heading">
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
            <p className="mt-2 text-ink-muted">{table.howToOpen}</p>
            {groups.map((group) => (
              <details
                key={group.id}
                id={group.tableId}
                hidden={group.hidden}
                open={group.open}
                data-open-at-first={group.open ? "" : undefined}
                className="group/emirate mt-3 rounded-xl border border-line bg-white"
              >
                <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-2 text-lg font-semibold text-brand-900 hover:bg-brand-50">
                  {group.name}
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    width="20"
                    height="20"
                    className="shrink-0 transition-transform group-open/emirate:rotate-180 motion-reduce:transition-none"
                  >
                    <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </summary>
                <div
                  className={`rate-group px-2 pb-3 sm:px-4 sm:pb-4 ${rowsClass(group.rows.length)}`}
                >
                  <table className="rate-table">
                    <caption className="sr-only">{group.name}</caption>
                    <thead>
                      <tr>
                        {/* A quarter on a phone, so "outdoors" fits its column whole. */}
                        <th scope="col" className="w-1/4 sm:w-1/3">
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
              </details>
            ))}
          </section>

          <p className="mt-10">
            <a href={plansHref} className="font-semibold text-brand-700 underline">
              {content.plansLink}
            </a>
          </p>
        </div>
      </div>
    </div>
  );
}

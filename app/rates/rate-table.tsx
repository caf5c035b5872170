import type { ReactNode } from "react";
import { rowsClass } from "../search/row-groups";
import type { DestinationRow, LetterGroup } from "./destination-rows.server";

/** A destination's row as a rates table shows it: its name, then the page's own figures. */
export interface RateRowView<Figures> {
  id: string;
  name: string;
  /** What the finder matches: folded names, aliases and cities, and codes' digits. */
  searchText: string;
  searchCodes: string;
  hidden: boolean;
  figures: Figures;
}

export interface RateGroupView<Figures> {
  letter: string;
  id: string;
  rows: RateRowView<Figures>[];
}

interface RateTableProps<Figures> {
  id: string;
  heading: string;
  /** The column headers after the destination's. */
  headers: ReactNode[];
  destinationHeader: string;
  /** The columns' widths, the destination's first, as classes (the tables share them). */
  columnWidths: string[];
  groups: RateGroupView<Figures>[];
  /** The cells after the row's header. */
  cells: (figures: Figures) => ReactNode;
  /** A line under the destination's name, such as its zone. */
  rowNote?: (figures: Figures) => ReactNode;
  /** The table's own column groups and headers, where one header spans several columns. */
  head?: ReactNode;
}

/** The column headers of a rates table, in the widths every letter's table shares. */
export function RateColumns({
  destinationHeader,
  headers,
  columnWidths,
}: Pick<RateTableProps<unknown>, "destinationHeader" | "headers" | "columnWidths">) {
  return (
    <thead>
      <tr>
        {[destinationHeader, ...headers].map((header, index) => (
          <th key={index} scope="col" className={columnWidths[index]}>
            {header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * Every destination of a rates page: a real table per letter of the index, captioned with
 * its letter and anchored for the index, the same columns in each; one row per destination,
 * anchored by its code (`#in`) and marked when it is the page's target. The name is the row's
 * header, so a screen reader says it with each figure. A letter's table is laid out only when
 * it nears the screen (`content-visibility` in app.css), so 240 rows cost a phone little. On a
 * phone each row is a card, each cell labelled by its `data-label` (`.table-cards` in app.css).
 */
export function RateTable<Figures>({
  id,
  heading,
  headers,
  destinationHeader,
  columnWidths,
  groups,
  cells,
  rowNote,
  head,
}: RateTableProps<Figures>) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-brand-900">
        {heading}
      </h2>
      {groups.map((group) => (
        <div
          key={group.id}
          id={group.id}
          className={`rate-group ${rowsClass(group.rows.length)}`}
          hidden={group.rows.every((row) => row.hidden)}
        >
          <table className="rate-table table-cards">
            <caption>{group.letter}</caption>
            {head ?? (
              <RateColumns
                destinationHeader={destinationHeader}
                headers={headers}
                columnWidths={columnWidths}
              />
            )}
            <tbody>
              {group.rows.map((row) => {
                const note = rowNote?.(row.figures);
                return (
                  <tr
                    key={row.id}
                    id={row.id}
                    hidden={row.hidden}
                    data-search={row.searchText}
                    data-codes={row.searchCodes}
                  >
                    <th scope="row">
                      {row.name}
                      {note ? <small>{note}</small> : null}
                    </th>
                    {cells(row.figures)}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}

/**
 * A run of figures that must read left to right in either language (`+1 876`, `3.50 / 2.00`),
 * kept on one line by the table's styles (app.css).
 */
export function Figures({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/** The rows of a rates table, from the sorted groups, each with its page's figures. */
export function rateGroupViews<Figures>(
  groups: LetterGroup[],
  shown: Set<string>,
  figuresOf: (row: DestinationRow) => Figures,
): RateGroupView<Figures>[] {
  return groups.map((group) => ({
    letter: group.letter,
    id: group.id,
    rows: group.rows.map((row) => ({
      id: row.id,
      name: row.name,
      searchText: row.search.names,
      searchCodes: row.search.codes.join(" "),
      hidden: !shown.has(row.id),
      figures: figuresOf(row),
    })),
  }));
}

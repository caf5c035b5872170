import type { ReactNode } from "react";
import type { DestinationRow, LetterGroup } from "./destination-rows.server";

/** A destination's row as a rates table shows it: its name, then the page's own figures. */
export interface RateRowView<Figures> {
  id: string;
  name: string;
  /** What the finder matches: folded names and aliases, and codes' digits. */
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
  caption: string;
  /** The column headers after the destination's. */
  headers: ReactNode[];
  destinationHeader: string;
  groups: RateGroupView<Figures>[];
  /** The cells after the row's header. */
  cells: (figures: Figures) => ReactNode;
  /** A line under the destination's name, such as its zone. */
  rowNote?: (figures: Figures) => ReactNode;
}

/**
 * Every destination of a rates page in one real table: one body per letter of the index (its
 * anchor), one row per destination, anchored by its code (`#in`) and marked when it is the
 * page's target. The name is the row's header, so a screen reader says it with each figure.
 */
export function RateTable<Figures>({
  id,
  caption,
  headers,
  destinationHeader,
  groups,
  cells,
  rowNote,
}: RateTableProps<Figures>) {
  return (
    <table id={id} className="rate-table mt-6 w-full border-collapse text-start">
      <caption className="mb-3 text-start text-lg font-semibold text-brand-900">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-brand-900 text-sm">
          <th scope="col" className="py-2 pe-2 text-start align-bottom">
            {destinationHeader}
          </th>
          {headers.map((header, index) => (
            <th key={index} scope="col" className="px-1 py-2 text-end align-bottom sm:px-2">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      {groups.map((group) => (
        <tbody key={group.id} id={group.id}>
          {group.rows.map((row) => (
            <tr
              key={row.id}
              id={row.id}
              hidden={row.hidden}
              data-search={row.searchText}
              data-codes={row.searchCodes}
            >
              <th scope="row">
                {row.name}
                {rowNote ? <small>{rowNote(row.figures)}</small> : null}
              </th>
              {cells(row.figures)}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
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
      searchText: row.search.text,
      searchCodes: row.search.codes.join(" "),
      hidden: !shown.has(row.id),
      figures: figuresOf(row),
    })),
  }));
}

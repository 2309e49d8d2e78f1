import { type ReactNode, useLayoutEffect, useRef } from 'react';

/**
 * A list page's table: its headings, its rows, and a line saying so when there are none. On a narrow screen each row
 * shows as a card, each value beside its column's heading (styles.css): the cells are given their heading as
 * `data-label` here, so that no page has to repeat its headings in every cell.
 */
export function Table({
  headings,
  empty,
  isEmpty,
  busy,
  className,
  children,
}: {
  headings: readonly string[];
  empty: ReactNode;
  isEmpty: boolean;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  // After every render: rows come and go with the data. A cell across columns (a detail row, the empty line) has none.
  useLayoutEffect(() => {
    for (const row of Array.from(body.current?.rows ?? [])) {
      let column = 0;
      for (const cell of Array.from(row.cells)) {
        const heading = cell.colSpan === 1 ? headings[column] : undefined;
        if (heading) cell.dataset.label = heading;
        else delete cell.dataset.label;
        column += cell.colSpan;
      }
    }
  });
  return (
    <div className="table-wrap" aria-busy={busy}>
      <table className={className}>
        <thead>
          <tr>
            {headings.map((heading, index) => (
              <th key={index}>{heading}</th>
            ))}
          </tr>
        </thead>
        <tbody ref={body}>
          {children}
          {isEmpty && (
            <tr>
              <td colSpan={headings.length} className="empty">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

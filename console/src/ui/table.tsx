import type { ReactNode } from 'react';

/** A list page's table: its headings, its rows, and a line saying so when there are none. */
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
        <tbody>
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

// A table of the admin dashboard: it scrolls sideways on a phone rather than squeezing its columns, names each
// column for screen readers (an actions column has no visible heading, only a hidden one), and holds the rows it is
// given.
import type { ReactNode, TableHTMLAttributes } from 'react';

type Props = Omit<TableHTMLAttributes<HTMLTableElement>, 'className'> & {
  /** The visible column headings, in order. */
  columns: string[];
  /** A last column of row buttons, headed 'Actions' for screen readers only. */
  actions?: boolean;
  caption?: ReactNode;
  children: ReactNode;
};

export function AdminTable({ columns, actions = false, caption, children, ...table }: Props) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" {...table}>
        {caption !== undefined && <caption className="admin-strong">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
            {actions && (
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

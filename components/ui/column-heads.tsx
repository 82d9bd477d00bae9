// A table's head row: one header cell a column, numbers aligned right. Shared
// by DataTable and the tables that draw their own rows (row headers, grouped rows).
import type { ReactNode } from "react";

export type ColumnHead = { header: ReactNode; isNumeric?: boolean; key?: string | number };

type Props = {
  columns: ColumnHead[];
  /** The padding (and font) of every header cell. */
  cellClassName: string;
  rowClassName?: string;
};

export function ColumnHeads({ columns, cellClassName, rowClassName = "border-b-2 border-gray-400" }: Props) {
  return (
    <thead>
      <tr className={rowClassName}>
        {columns.map((column, i) => (
          <th
            key={column.key ?? i}
            scope="col"
            className={`${cellClassName} ${column.isNumeric ? "text-right" : "text-left"}`}
          >
            {column.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

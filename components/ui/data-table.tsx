// A plain table of records: one header cell and one cell function a column.
// Works in server components too (the project page, the login page).
import type { ReactNode } from "react";
import { ColumnHeads } from "./column-heads";

export type Column<T> = {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Added to the column's body cells (a font). */
  className?: string;
  isNumeric?: boolean;
};

type Props<T> = {
  rows: T[];
  columns: Column<T>[];
  keyOf: (row: T, index: number) => string | number;
  /** The table's name: a caption read out only, or a label. */
  caption?: string;
  label?: string;
  /** The padding of every cell. */
  cellClassName?: string;
  className?: string;
};

export function DataTable<T>({
  rows,
  columns,
  keyOf,
  caption,
  label,
  cellClassName = "py-1 pr-3",
  className = "w-full text-base",
}: Props<T>) {
  return (
    <table aria-label={label} className={`border-collapse text-left ${className}`}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <ColumnHeads columns={columns} cellClassName={cellClassName} />
      <tbody>
        {rows.map((row, index) => (
          <tr key={keyOf(row, index)} className="border-b border-gray-300 align-top">
            {columns.map((column, i) => (
              <td
                key={i}
                className={`${cellClassName} ${column.isNumeric ? "text-right" : ""} ${column.className ?? ""}`}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

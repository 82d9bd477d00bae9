// Rows as columns of typed arrays, the form the planner's worker tasks are
// given their long lists in (plan-input.ts): handed over without a copy,
// where an array of objects costs the sending thread its structured clone.

type ColumnType = Int32ArrayConstructor | Float64ArrayConstructor;

/** One typed array per column, `read` of each row at the row's index. */
export function typedColumns<
  Row,
  const C extends Record<string, readonly [ColumnType, (row: Row) => number]>,
>(rows: readonly Row[], columns: C): { [K in keyof C]: InstanceType<C[K][0]> } {
  return Object.fromEntries(
    Object.entries(columns).map(([name, [Type, read]]) => {
      const column = new Type(rows.length);
      for (let i = 0; i < rows.length; i++) column[i] = read(rows[i]!);
      return [name, column];
    }),
  ) as { [K in keyof C]: InstanceType<C[K][0]> };
}

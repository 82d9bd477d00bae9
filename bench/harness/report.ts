// The bench harness (docs/benchmarks.md, "The harness"): a benchmark's
// command line and its report: options, percentiles, a table.

/** `--name value` or `--name=value` from the command line. */
export function optionOf(name: string): string | undefined {
  const flag = `--${name}`;
  for (const [i, arg] of process.argv.entries()) {
    if (arg === flag) return process.argv[i + 1];
    if (arg.startsWith(`${flag}=`)) return arg.slice(flag.length + 1);
  }
  return undefined;
}

/** `--name` as one of `allowed` (the first when not given); any other value stops the bench with exit code 2. */
export function chosenOption<T extends string>(
  name: string,
  allowed: readonly T[],
  fallback: string = allowed[0]!,
): T {
  const value = optionOf(name) ?? fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  console.error(`--${name} must be ${allowed.slice(0, -1).join(", ")} or ${allowed.at(-1)}`);
  process.exit(2);
}

/** The nearest-rank percentile (p from 0 to 100) of the values; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The middle value (the mean of the two middle ones of an even count); NaN when there are none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Prints rows as a table, a column per key of the first row: aligned text, or
 * Markdown (`markdown: true`) for a table docs/benchmarks.md quotes.
 */
export function printTable(
  rows: readonly Record<string, string | number>[],
  options: { title?: string; markdown?: boolean } = {},
): void {
  if (options.title) console.info(`\n${options.title}`);
  const header = Object.keys(rows[0] ?? {});
  const lines = [header, ...rows.map((row) => header.map((key) => String(row[key] ?? "")))];
  if (options.markdown) {
    const [head, ...body] = lines.map((cells) => `| ${cells.join(" | ")} |`);
    console.info([head, `|${" --- |".repeat(header.length)}`, ...body].join("\n"));
    return;
  }
  const widths = header.map((_, i) => Math.max(...lines.map((cells) => cells[i]!.length)));
  for (const cells of lines)
    console.info(
      cells
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join("  ")
        .trimEnd(),
    );
}

/** Runs a bench's main and exits: 1 when it says it failed (a missed target) or threw, else 0. */
export function runBench(main: () => Promise<boolean | void>): void {
  main().then(
    (hasFailed) => process.exit(hasFailed ? 1 : 0),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}

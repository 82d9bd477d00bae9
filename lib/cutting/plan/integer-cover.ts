// An integer program over patterns (price-and-branch): how many copies of
// each column cover every row's demand at the least cost, solved by HiGHS's
// MIP solver from a known solution, in the time left. Whole rolls
// (whole-rolls.ts: a roll a column) and strips (shelf-program.ts: a strip a
// column, its length the cost) both use it.
import type { Highs } from "highs";

export type CoverProgram = {
  /** Per column, how many of each row's items it holds. */
  counts: readonly (readonly number[])[];
  /** Per column, its cost; 1 each (count the columns) when not given. */
  costs?: readonly number[];
  demands: readonly number[];
  /** A solution known already, as copies per column: the program starts from it. */
  start: readonly number[];
  deadline: number;
  /** Every row exactly (a partition), or at least (a cover). */
  isPartition: boolean;
  /** Only a solution costing less than this is of use: HiGHS stops where it cannot find one. */
  objectiveBound: number;
};

/** Copies per column of the best cover found before the deadline, or undefined when none was. */
export function solveIntegerCover(highs: Highs, program: CoverProgram): number[] | undefined {
  const { counts, costs, demands, start, deadline, isPartition, objectiveBound } = program;
  const seconds = (deadline - performance.now()) / 1000;
  if (seconds <= 0.01 || counts.length === 0) return undefined;
  const name = (j: number) => `x${j}`;
  const rows = demands.map((demand, t) => {
    const terms = counts.flatMap((c, j) => (c[t]! > 0 ? [`${c[t]} ${name(j)}`] : []));
    return ` r${t}: ${terms.join(" + ")} ${isPartition ? "=" : ">="} ${demand}`;
  });
  const data = [
    "Minimize",
    ` obj: ${counts.map((_, j) => `${costs?.[j] ?? 1} ${name(j)}`).join(" + ")}`,
    "Subject To",
    ...rows,
    "General",
    ` ${counts.map((_, j) => name(j)).join(" ")}`,
    "End",
    "",
  ].join("\n");
  const model = highs.createModel({ format: "lp", data });
  try {
    model.options.set({
      output_flag: false,
      time_limit: seconds,
      mip_rel_gap: 0,
      objective_bound: objectiveBound,
    });
    model.setSolution({ colValue: [...start] });
    model.run();
    const copies = Array.from(model.getSolution().colValue, (v) => Math.max(0, Math.round(v)));
    if (copies.length !== counts.length) return undefined;
    // Check the cover here rather than trust a status: a time-limited run may stop with or without one.
    const isCovered = demands.every(
      (demand, t) => counts.reduce((s, c, j) => s + c[t]! * copies[j]!, 0) >= demand,
    );
    return isCovered ? copies : undefined;
  } catch {
    // HiGHS found nothing to give (or refused the start): the solution so far stands.
    return undefined;
  } finally {
    model.dispose();
  }
}

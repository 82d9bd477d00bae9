// What a cutter does by hand, for comparison in the bench: each piece its own
// strip across the whole width, longest first, into the first offcut or roll
// with room (first-fit decreasing), lots ignored.
import { packDecreasing } from "./bin-packing";
import { consumedMm } from "./lot-plan";
import { fabricPlanInputSchema, type FabricPlanInput } from "./schemas";

export function handCutUsedMm(input: FabricPlanInput): number {
  const { pieces, stock, newRoll, minOffcutMm } = fabricPlanInputSchema.parse(input);
  const ordered = [...stock].sort(
    (a, b) => Number(b.isOffcut) - Number(a.isOffcut) || a.lengthMm - b.lengthMm,
  );
  const bins = [...ordered.map((s) => s.lengthMm), ...(newRoll ? pieces.map(() => newRoll.lengthMm) : [])];
  const packing = packDecreasing(
    pieces.map((p) => p.lengthMm),
    bins.map((capacity) => ({ capacity })),
    bins.map(() => false),
    false,
  );
  return packing.bins.reduce(
    (sum, items, b) =>
      sum +
      consumedMm(
        bins[b]!,
        items.reduce((s, i) => s + pieces[i]!.lengthMm, 0),
        minOffcutMm,
      ),
    0,
  );
}

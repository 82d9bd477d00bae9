// The one-dimensional bin-packing instances of the literature in
// tests/fixtures/bpp (BPPLIB's plain format), for the cut planner's tests,
// and what those tests start from: the sizes and counts, and the rolls of a
// simple packing.
import fs from "node:fs";
import path from "node:path";
import { packDecreasing } from "@/lib/cutting/plan/bin-packing";
import { parseBpp } from "@/lib/cutting/plan/bpp";

const dir = path.resolve(import.meta.dirname, "../fixtures/bpp");

/** The instance in tests/fixtures/bpp/<file>.txt; `name` is what its errors call it. */
export const loadBpp = (file: string, name = file) =>
  parseBpp(name, fs.readFileSync(path.join(dir, `${file}.txt`), "utf8"));

/** The lengths by size: the sizes, largest first, and how many pieces of each. */
export function bySize(lengths: readonly number[]) {
  const distinct = [...new Set(lengths)].sort((a, b) => b - a);
  return { distinct, demands: distinct.map((s) => lengths.filter((l) => l === s).length) };
}

/** First-fit decreasing's rolls (best-fit with `isBestFit`), each a list of item indices. */
export function fitDecreasing(lengths: readonly number[], capacity: number, isBestFit = false) {
  const bins = lengths.map(() => ({ capacity }));
  return packDecreasing(
    lengths,
    bins,
    bins.map(() => false),
    isBestFit,
  ).bins.filter((b) => b.length > 0);
}

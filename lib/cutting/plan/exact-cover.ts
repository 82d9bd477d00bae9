// Rolls at the cheap bound by exact cover: given every pattern a roll may take
// when the rolls may waste no more than the bound allows (whole-rolls.ts,
// lowWastePatterns), each piece goes into exactly one roll. The search takes
// the size that the fewest patterns still left can hold (Knuth's Algorithm X
// chooses the same way), tries those patterns fullest first, and remembers a
// state that failed. A search that gets lost starts again, with half as many
// steps again and the patterns in another (seeded) order: such searches have a
// few very long runs among many short ones. On the triplets (every roll three
// pieces, no waste) this finds the rolls long before a dive through the LP
// would (docs/cutting.md, "A closer plan").
import { seededRandom } from "./prng";

/** Steps of the first run, per roll to fill (a run that finds a cover takes little more than one a roll). */
const firstRunNodesPerRoll = 4;
/** Each run after it has this many times the steps of the one before. */
const runGrowth = 1.5;

export type CoverResult =
  { status: "found"; patterns: number[][] } | { status: "none" } | { status: "stopped" };

/**
 * Covers `demands[t]` items of size `distinct[t]` exactly with at most
 * `maxRolls` of `patterns` (counts per size). "none" is a proof that the
 * patterns cannot; "stopped" means the node limit or the deadline came first.
 */
export function coverExactly(
  distinct: readonly number[],
  demands: readonly number[],
  capacity: number,
  patterns: readonly number[][],
  maxRolls: number,
  deadline: number,
  nodeLimit = 2_000_000,
): CoverResult {
  const left = [...demands];
  let total = left.reduce((s, n, t) => s + n * distinct[t]!, 0);
  const fill = patterns.map((p) => p.reduce((s, n, t) => s + n * distinct[t]!, 0));
  // Patterns hold few sizes: kept as (size, count) pairs, so a step costs what they hold.
  const sparse = patterns.map((p) => p.flatMap((n, t) => (n > 0 ? [[t, n] as const] : [])));
  // For each size, the patterns holding it, fullest first.
  const holding = distinct.map((_, t) =>
    patterns.flatMap((p, j) => (p[t]! > 0 ? [j] : [])).sort((a, b) => fill[b]! - fill[a]!),
  );
  // Kept step by step rather than counted at every node: how many of a pattern's sizes have too few
  // pieces left for it (0: it fits), and how many fitting patterns each size has.
  const blocked = sparse.map((entries) => entries.filter(([t, n]) => n > left[t]!).length);
  const ways = holding.map((js) => js.filter((j) => blocked[j] === 0).length);
  const block = (j: number, by: number) => {
    const was = blocked[j]!;
    blocked[j] = was + by;
    if ((was === 0) !== (blocked[j] === 0)) for (const [t] of sparse[j]!) ways[t]! -= by;
  };
  /** Takes pattern j's pieces out (`by` 1) or puts them back (`by` -1). */
  const apply = (j: number, by: 1 | -1) => {
    for (const [t, n] of sparse[j]!) {
      const before = left[t]!;
      left[t] = before - by * n;
      for (const k of holding[t]!) {
        const need = patterns[k]![t]!;
        const fitsBefore = need <= before;
        if (fitsBefore !== need <= left[t]) block(k, fitsBefore ? 1 : -1);
      }
    }
    total -= by * fill[j]!;
  };
  // Two hashes of the pieces left, kept step by step: a failed state is known by them at little cost.
  const random = seededRandom(patterns.length + distinct.length);
  const weights = distinct.map(
    () => [Math.floor(random() * 2 ** 26), Math.floor(random() * 2 ** 26)] as const,
  );
  const mod = 2 ** 26 - 5;
  let hash1 = 0;
  let hash2 = 0;
  const rehash = (j: number, by: 1 | -1) => {
    for (const [t, n] of sparse[j]!) {
      hash1 = (((hash1 + by * n * weights[t]![0]) % mod) + mod) % mod;
      hash2 = (((hash2 + by * n * weights[t]![1]) % mod) + mod) % mod;
    }
  };
  const chosen: number[] = [];
  // A state that failed is a proof, whichever run found it.
  const failed = new Set<string>();
  let nodes = 0;
  let runLimit = 0;
  let isStopped = false;

  const search = (): boolean => {
    if (total === 0) return true;
    if (chosen.length + Math.ceil(total / capacity) > maxRolls) return false;
    if (++nodes > runLimit || ((nodes & 255) === 0 && performance.now() > deadline)) {
      isStopped = true;
      return false;
    }
    // The rolls used so far are part of the state: with waste allowed, two ways here may use more or fewer.
    const key = `${chosen.length}|${hash1}|${hash2}`;
    if (failed.has(key)) return false;
    // The size with the fewest patterns left that can take it: none, and this state has no cover.
    let most = -1;
    for (let t = 0; t < distinct.length; t++)
      if (left[t]! > 0 && (most < 0 || ways[t]! < ways[most]!)) {
        most = t;
        if (ways[t] === 0) break;
      }
    const options = holding[most]!.filter((j) => blocked[j] === 0);
    if (options.length === 0) {
      failed.add(key);
      return false;
    }
    // First the patterns that serve the sizes with fewest ways left (a stable sort keeps the order otherwise).
    const served = (j: number) => sparse[j]!.reduce((s, [t, n]) => s + n / Math.max(1, ways[t]!), 0);
    const ordered =
      options.length > 1
        ? options
            .map((j) => [j, served(j)] as const)
            .sort((a, b) => b[1] - a[1])
            .map(([j]) => j)
        : options;
    for (const j of ordered) {
      apply(j, 1);
      rehash(j, 1);
      chosen.push(j);
      if (search()) return true;
      chosen.pop();
      rehash(j, -1);
      apply(j, -1);
      if (isStopped) return false;
    }
    failed.add(key);
    return false;
  };

  let budget = Math.max(500, firstRunNodesPerRoll * maxRolls);
  for (let run = 0; ; run++, budget = Math.ceil(budget * runGrowth)) {
    if (run > 0) {
      // Another order: fullest first still, equal fills shuffled.
      const rank = patterns.map(() => random());
      for (const options of holding) options.sort((a, b) => fill[b]! - fill[a]! || rank[a]! - rank[b]!);
    }
    isStopped = false;
    runLimit = nodes + budget;
    if (search()) return { status: "found", patterns: chosen.map((j) => [...patterns[j]!]) };
    if (!isStopped) return { status: "none" };
    if (nodes >= nodeLimit || performance.now() > deadline) return { status: "stopped" };
  }
}

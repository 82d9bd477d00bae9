// Reads the module-to-module edges of the app's own imports (`@/…` and relative),
// folds them into a graph of folders and finds its cycles, for the folder rules in
// import-graph.test.ts. Kept apart so that its parsing and its search are tested.
import featureList from "../../features.json";

/** The features: one folder in lib/ and one in components/ each (eslint.config.mjs reads the same list). */
export const componentFeatures: readonly string[] = featureList.features;

/**
 * The component folders components/floor may import besides its own: the floor's
 * widgets sit above these shared folders and below every feature and screen.
 */
export const floorMayImport: readonly string[] = ["ui", "workflow", "scan", "outbox", "auth", "shell"];

const specifierPattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

export type ImportEdge = { from: string; to: string };

/** Every import specifier of a source file, packages included (`vitest`, `@/lib/x`, `./y`). */
export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(specifierPattern)].flatMap(([, specifier]) => (specifier ? [specifier] : []));
}

/** Every import of the app's own modules, as paths from the repository root (no extension). */
export function importEdges(
  files: { file: string; source: string }[],
  resolveRelative: (from: string, specifier: string) => string,
): ImportEdge[] {
  return files.flatMap(({ file, source }) =>
    importSpecifiers(source).flatMap((specifier) => {
      if (specifier.startsWith("@/")) return [{ from: file, to: specifier.slice(2) }];
      if (specifier.startsWith(".")) return [{ from: file, to: resolveRelative(file, specifier) }];
      return [];
    }),
  );
}

/** The lib folder a path belongs to: `lib/route/x.ts` → `route`; a file at lib's top (`lib/env.ts`) is its own. */
export function libFolderOf(path: string): string | null {
  const parts = path.split("/");
  if (parts[0] !== "lib" || parts.length < 2) return null;
  return parts.length > 2 ? parts[1]! : parts[1]!.replace(/\.(ts|tsx|mts|mjs)$/, "");
}

/** The components folder a path belongs to: `components/floor/api/x.ts` → `floor`. */
export function componentFolderOf(path: string): string | null {
  const parts = path.split("/");
  return parts[0] === "components" && parts.length > 2 ? parts[1]! : null;
}

/** Folder → the other folders its files import. */
export type FolderGraph = Map<string, Set<string>>;

export function folderGraph(edges: ImportEdge[], folderOf: (path: string) => string | null): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const { from, to } of edges) {
    const a = folderOf(from);
    const b = folderOf(to);
    if (!a || !b || a === b) continue;
    graph.set(a, (graph.get(a) ?? new Set()).add(b));
  }
  return graph;
}

/**
 * The knots of the graph: its strongly connected components of two or more
 * folders (Tarjan's search), i.e. the folders that reach each other through a
 * cycle of any length. Each knot sorted, largest knot first.
 */
export function folderKnots(graph: FolderGraph): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const knots: string[][] = [];
  const visit = (folder: string) => {
    order.set(folder, order.size);
    lowest.set(folder, order.get(folder)!);
    stack.push(folder);
    onStack.add(folder);
    for (const next of graph.get(folder) ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(folder, Math.min(lowest.get(folder)!, lowest.get(next)!));
      } else if (onStack.has(next)) {
        lowest.set(folder, Math.min(lowest.get(folder)!, order.get(next)!));
      }
    }
    if (lowest.get(folder) !== order.get(folder)) return;
    const knot: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      knot.push(member);
    } while (member !== folder);
    if (knot.length > 1) knots.push(knot.sort());
  };
  const folders = new Set([...graph.keys(), ...[...graph.values()].flatMap((targets) => [...targets])]);
  for (const folder of [...folders].sort()) if (!order.has(folder)) visit(folder);
  return knots.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

/** One shortest cycle through a knot's first folder, for the failure message: `a → b → c → a`. */
export function cycleThrough(graph: FolderGraph, knot: string[]): string {
  const start = knot[0]!;
  const inKnot = new Set(knot);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (const folder of queue) {
    for (const next of graph.get(folder) ?? []) {
      if (!inKnot.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, folder);
      if (next === start) {
        const path = [start];
        for (let at = folder; at !== start; at = cameFrom.get(at)!) path.unshift(at);
        return [start, ...path].join(" → ");
      }
      queue.push(next);
    }
  }
  return knot.join(", ");
}

/** What the cycle test reports: one line per knot, naming its folders and one of its cycles. */
export function folderCycleReport(graph: FolderGraph): string[] {
  return folderKnots(graph).map(
    (knot) =>
      `${knot.length} folders import each other (${knot.join(", ")}), e.g. ${cycleThrough(graph, knot)}`,
  );
}

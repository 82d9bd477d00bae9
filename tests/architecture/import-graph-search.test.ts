// The folder-cycle search of import-graph.ts on small graphs made up here: a
// cycle of three folders, which the old check of pairs let through, must fail.
import { posix } from "node:path";
import { describe, expect, it } from "vitest";
import {
  componentFolderOf,
  cycleThrough,
  folderCycleReport,
  folderGraph,
  folderKnots,
  importEdges,
  libFolderOf,
  type FolderGraph,
} from "./import-graph";

const graphOf = (edges: Record<string, string[]>): FolderGraph =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

/** The check the architecture test had before: only two folders importing each other. */
const mutualPairs = (graph: FolderGraph) =>
  [...graph].flatMap(([a, targets]) => [...targets].filter((b) => a < b && graph.get(b)?.has(a)));

describe("the folder-cycle search", () => {
  it("fails on a cycle of three folders that no pair shows", () => {
    const graph = graphOf({ auth: ["server"], server: ["i18n"], i18n: ["auth"], base: [] });
    expect(mutualPairs(graph)).toEqual([]);
    expect(folderKnots(graph)).toEqual([["auth", "i18n", "server"]]);
    expect(folderCycleReport(graph)).toEqual([
      "3 folders import each other (auth, i18n, server), e.g. auth → server → i18n → auth",
    ]);
  });

  it("finds nothing in a graph that only runs one way", () => {
    const graph = graphOf({ auth: ["server", "base"], server: ["i18n", "base"], i18n: ["base"] });
    expect(folderKnots(graph)).toEqual([]);
    expect(folderCycleReport(graph)).toEqual([]);
  });

  it("names each knot once, largest first, with a shortest cycle through it", () => {
    const graph = graphOf({
      a: ["b"],
      b: ["c", "x"],
      c: ["a", "d"],
      d: ["b"],
      x: ["y"],
      y: ["x"],
      z: ["a"],
    });
    expect(folderKnots(graph)).toEqual([
      ["a", "b", "c", "d"],
      ["x", "y"],
    ]);
    expect(cycleThrough(graph, ["a", "b", "c", "d"])).toBe("a → b → c → a");
  });

  it("reads the cycle from real import statements, relative and @/ alike", () => {
    const files = [
      { file: "lib/auth/options.ts", source: 'import { db } from "@/lib/server/app-database";' },
      { file: "lib/server/app-database.ts", source: 'import { clock } from "../i18n/clock";' },
      { file: "lib/i18n/clock.ts", source: 'import type { Locale } from "@/lib/auth/roles";\nimport "zod";' },
      { file: "lib/env.ts", source: 'export { x } from "./auth/options";' },
      { file: "components/floor/a.tsx", source: 'import { b } from "@/components/scan/b";' },
      { file: "components/scan/b.ts", source: 'const c = await import("../floor/a");' },
    ];
    const edges = importEdges(files, (from, specifier) => posix.join(posix.dirname(from), specifier));
    expect(folderKnots(folderGraph(edges, libFolderOf))).toEqual([["auth", "i18n", "server"]]);
    expect(folderKnots(folderGraph(edges, componentFolderOf))).toEqual([["floor", "scan"]]);
  });
});

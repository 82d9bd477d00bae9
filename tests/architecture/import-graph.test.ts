// The folder graph of lib/ and components/, read from the import statements of
// every source file: no two lib folders import each other, lib/base imports
// nothing of the app, and a feature's components never import another feature's
// (docs/architecture.md). ESLint's zones say the same per file; this test states
// the rule for whole folders, where a cycle through two files escapes a zone.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { componentFeatures, importEdges, libFolderOf } from "./import-graph";

const root = normalize(join(__dirname, "../.."));

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}

const edges = importEdges(
  [...sourceFiles("lib"), ...sourceFiles("components")].map((file) => ({
    file,
    source: readFileSync(join(root, file), "utf8"),
  })),
  (from, specifier) => normalize(relative(root, join(root, dirname(from), specifier))),
);

describe("the import graph", () => {
  it("has no two lib folders that import each other", () => {
    const folderEdges = new Set(
      edges.flatMap(({ from, to }) => {
        const a = libFolderOf(from);
        const b = libFolderOf(to);
        return a && b && a !== b ? [`${a} → ${b}`] : [];
      }),
    );
    const mutual = [...folderEdges].filter((edge) => {
      const [a, b] = edge.split(" → ");
      return a! < b! && folderEdges.has(`${b} → ${a}`);
    });
    expect(mutual).toEqual([]);
    expect(folderEdges.size).toBeGreaterThan(20); // the graph was really read
  });

  it("keeps lib/base free of the app's other modules", () => {
    const outOfBase = edges.filter(
      ({ from, to }) => from.startsWith("lib/base/") && !to.startsWith("lib/base/"),
    );
    expect(outOfBase).toEqual([]);
  });

  it("never lets a feature's components import another feature's", () => {
    const crossing = edges.filter(({ from, to }) => {
      const a = from.split("/");
      const b = to.split("/");
      return (
        a[0] === "components" &&
        b[0] === "components" &&
        componentFeatures.includes(a[1]!) &&
        componentFeatures.includes(b[1]!) &&
        a[1] !== b[1]
      );
    });
    expect(crossing.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });
});

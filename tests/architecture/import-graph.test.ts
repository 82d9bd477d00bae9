// The folder graph of lib/ and components/, read from the import statements of
// every source file: no cycle of folders at any length, lib/base imports nothing
// of the app, a feature's components never import another feature's, components/floor
// imports only the shared folders below it, and product code imports no test code
// (docs/architecture.md). ESLint's zones say the same per file; this test states the
// rules for whole folders, where a cycle through several files escapes a zone.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  componentFeatures,
  componentFolderOf,
  floorMayImport,
  folderCycleReport,
  folderGraph,
  importEdges,
  importSpecifiers,
  libFolderOf,
} from "./import-graph";

const root = normalize(join(__dirname, "../.."));

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}

const read = (files: string[]) =>
  files.map((file) => ({ file, source: readFileSync(join(root, file), "utf8") }));
const resolveRelative = (from: string, specifier: string) =>
  normalize(relative(root, join(root, dirname(from), specifier)));

const productFiles = read([...sourceFiles("lib"), ...sourceFiles("components"), ...sourceFiles("app")]);
const edges = importEdges(
  productFiles.filter(({ file }) => !file.startsWith("app/")),
  resolveRelative,
);

describe("the import graph", () => {
  it("has no cycle of lib folders, at any length", () => {
    const graph = folderGraph(edges, libFolderOf);
    expect(folderCycleReport(graph)).toEqual([]);
    expect(graph.size).toBeGreaterThan(20); // the graph was really read
  });

  it("has no cycle of components folders, at any length", () => {
    const graph = folderGraph(edges, componentFolderOf);
    expect(folderCycleReport(graph)).toEqual([]);
    expect(graph.size).toBeGreaterThan(10);
  });

  it("keeps lib/base free of the app's other modules", () => {
    const outOfBase = edges.filter(
      ({ from, to }) => from.startsWith("lib/base/") && !to.startsWith("lib/base/"),
    );
    expect(outOfBase).toEqual([]);
  });

  it("never lets a feature's components import another feature's", () => {
    const crossing = edges.filter(({ from, to }) => {
      const a = componentFolderOf(from);
      const b = componentFolderOf(to);
      return a && b && componentFeatures.includes(a) && componentFeatures.includes(b) && a !== b;
    });
    expect(crossing.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });

  it("lets components/floor import only the shared folders below it", () => {
    const outside = edges.filter(({ from, to }) => {
      const target = componentFolderOf(to);
      return (
        componentFolderOf(from) === "floor" &&
        target &&
        target !== "floor" &&
        !floorMayImport.includes(target)
      );
    });
    expect(outside.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });

  it("keeps test and benchmark code out of lib, components and app", () => {
    const testImports = productFiles.flatMap(({ file, source }) =>
      importSpecifiers(source)
        .filter(
          (specifier) =>
            /^(vitest|@vitest\/|@playwright\/test)/.test(specifier) ||
            /^@\/(tests|bench)\//.test(specifier) ||
            (specifier.startsWith(".") && /^(tests|bench)\//.test(resolveRelative(file, specifier))),
        )
        .map((specifier) => `${file} → ${specifier}`),
    );
    expect(testImports).toEqual([]);
  });
});

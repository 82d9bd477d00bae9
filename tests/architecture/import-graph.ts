// Reads the module-to-module edges of the app's own imports (`@/…` and relative),
// for the folder rules in import-graph.test.ts. Kept apart so that its parsing is tested.
import featureList from "../../features.json";

/** The features: one folder in lib/ and one in components/ each (eslint.config.mjs reads the same list). */
export const componentFeatures: readonly string[] = featureList.features;

const specifierPattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

export type ImportEdge = { from: string; to: string };

/** Every import of the app's own modules, as paths from the repository root (no extension). */
export function importEdges(
  files: { file: string; source: string }[],
  resolveRelative: (from: string, specifier: string) => string,
): ImportEdge[] {
  return files.flatMap(({ file, source }) =>
    [...source.matchAll(specifierPattern)].flatMap(([, specifier]) => {
      if (!specifier) return [];
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

// `npm run bench:bundle`: the first-load JavaScript of the floor pages, read
// from the last build's manifests (`npm run build` first; `npm start` and the
// other benchmarks build too): the runtime's own scripts (build-manifest.json)
// and every script of the page and its layouts (the page's client reference
// manifest), each gzipped (level 9) as a tablet downloads it. Prints the total
// per page, its largest scripts, and which hold zod's full build. Exits 1 when
// /pack is over its target.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const nextDir = path.join(root, ".next");
const targetKb = 150;

/** The floor pages: route, its page's entry in the build, and its layouts'. */
const pages = [
  { route: "/pack", entry: "app/(floor)/pack/page" },
  { route: "/stations/[departmentId]", entry: "app/(floor)/stations/[departmentId]/page" },
  { route: "/matching", entry: "app/(floor)/matching/page" },
];

/** Text only zod's full build (zod/v4/classic) carries; zod/mini has neither. */
const fullZodMarkers = ["superRefine", "_zod.def", "ZodError"];

type Script = { file: string; gzipBytes: number; hasFullZod: boolean };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function readScript(file: string): Script {
  const text = fs.readFileSync(path.join(nextDir, file));
  const content = text.toString("utf8");
  return {
    file,
    gzipBytes: gzipSync(text, { level: 9 }).length,
    hasFullZod: fullZodMarkers.every((marker) => content.includes(marker)),
  };
}

/** The page's scripts in the order the browser gets them: the runtime's, then the layouts' and the page's. */
function firstLoadScripts(entry: string): string[] {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(nextDir, "build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
  };
  const manifestFile = path.join(nextDir, "server", `${entry}_client-reference-manifest.js`);
  // The manifest is a script that sets globalThis.__RSC_MANIFEST[page]; its JSON is the right-hand side.
  const source = fs.readFileSync(manifestFile, "utf8");
  const json = source.slice(source.indexOf("] = ") + 4).replace(/;\s*$/, "");
  const manifest = JSON.parse(json) as { entryJSFiles: Record<string, string[]> };
  // The page's own entry and every layout above it (app/layout, app/(floor)/layout).
  const segments = entry.split("/").slice(0, -1);
  const layouts = segments.map((_, i) => `[project]/${segments.slice(0, i + 1).join("/")}/layout`);
  const entries = [...layouts, `[project]/${entry}`];
  const files = entries.flatMap((key) => manifest.entryJSFiles[key] ?? []);
  return [...new Set([...buildManifest.rootMainFiles, ...files])];
}

function main(): number {
  if (!fs.existsSync(path.join(nextDir, "BUILD_ID"))) {
    console.error("No build in .next: run `npm run build` first.");
    return 2;
  }
  let hasFailed = false;
  for (const page of pages) {
    const scripts = firstLoadScripts(page.entry).map(readScript);
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const zod = scripts.filter((script) => script.hasFullZod);
    const isPack = page.route === "/pack";
    const verdict = isPack ? `  (target ≤ ${targetKb} KB) ${total / 1024 <= targetKb ? "PASS" : "FAIL"}` : "";
    hasFailed ||= isPack && total / 1024 > targetKb;
    console.info(
      `\nFirst-load JavaScript of ${page.route}: ${kb(total)} KB gzip in ${scripts.length} scripts${verdict}`,
    );
    console.info(
      `  full zod: ${zod.length ? zod.map((s) => `${s.file} (${kb(s.gzipBytes)} KB)`).join(", ") : "none"}`,
    );
    const largest = [...scripts]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, Number(process.env.BUNDLE_TOP ?? 5));
    for (const script of largest) console.info(`  ${kb(script.gzipBytes).padStart(6)} KB  ${script.file}`);
  }
  return hasFailed ? 1 : 0;
}

process.exit(main());

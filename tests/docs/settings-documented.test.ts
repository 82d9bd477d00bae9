// Every setting lib/env.ts reads is documented: a row in docs/settings.md and a line in .env.example.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const read = (path: string) => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), "utf8");

/** The keys of the schema `lib/env.ts` parses `process.env` with: its two-space-indented `NAME:` lines. */
function settingsInEnvSchema(): string[] {
  const source = read("lib/env.ts");
  const start = source.indexOf("const envSchema = z.object({");
  const end = source.indexOf("\n});", start);
  expect(start, "lib/env.ts declares envSchema").toBeGreaterThan(-1);
  return [...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1] ?? "");
}

describe("settings documentation", () => {
  const names = settingsInEnvSchema();

  it("finds the settings in lib/env.ts", () => {
    expect(names).toContain("PORT");
    expect(names).toContain("DATABASE_URL");
  });

  it("has a row in docs/settings.md for every setting", () => {
    const rows = new Set(
      [...read("docs/settings.md").matchAll(/^\| `([A-Z][A-Z0-9_]+)` /gm)].map((m) => m[1]),
    );
    expect(names.filter((name) => !rows.has(name))).toEqual([]);
  });

  it("has a line in .env.example for every setting", () => {
    const lines = new Set([...read(".env.example").matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(names.filter((name) => !lines.has(name))).toEqual([]);
  });
});

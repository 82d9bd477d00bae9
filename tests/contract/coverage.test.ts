// Proves the contract suite covers the whole API: the typed client exposes
// exactly the catalogue's 37 operations, and every client function is called
// by at least one contract test file.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientOperationNames, operationGroups } from "@/lib/production-api/client";
import { operationNames } from "@/lib/production-api/operations";

const contractDir = import.meta.dirname;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `group.function(` as test code writes it, allowing a line break before either dot. */
const clientFunctions = Object.entries(operationGroups).flatMap(([group, functions]) =>
  Object.entries(functions).map(([fn, operation]) => ({
    call: `${group}.${fn}(`,
    operation,
    pattern: new RegExp(`\\.\\s*${escape(group)}\\s*\\.\\s*${escape(fn)}\\s*\\(`),
  })),
);

describe("contract suite coverage", () => {
  it("the client exposes exactly the 37 operations of the catalogue", () => {
    expect(new Set(clientOperationNames).size).toBe(clientOperationNames.length);
    expect(clientOperationNames).toHaveLength(37);
    expect([...clientOperationNames].sort()).toEqual([...operationNames].sort());
  });

  it("every client function is called by a contract test", () => {
    const sources = fs
      .readdirSync(contractDir)
      .filter((file) => file.endsWith(".test.ts") && file !== path.basename(import.meta.filename))
      .map((file) => fs.readFileSync(path.join(contractDir, file), "utf8"));
    expect(sources.length).toBeGreaterThan(0);

    const missing = clientFunctions
      .filter(({ pattern }) => !sources.some((source) => pattern.test(source)))
      .map(({ call, operation }) => `${call}) for ${operation}`);
    expect(missing, `no contract test calls:\n  ${missing.join("\n  ")}`).toEqual([]);
  });
});

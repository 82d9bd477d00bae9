// The flags the server's Node starts with (server/node-flags.mjs): each one this
// Node knows is passed; one it does not know (a V8 flag a later Node dropped)
// is left out with a line saying so, rather than stopping the server's start.
import { spawnSync } from "node:child_process";
import { afterEach, describe, expect, it, vi } from "vitest";
import { knownNodeFlags, serverNodeFlags } from "../../server/node-flags.mjs";

const startsWith = (flags: readonly string[]) =>
  spawnSync(process.execPath, [...flags, "-e", "process.exit(0)"], { encoding: "utf8" });

afterEach(() => vi.restoreAllMocks());

describe("the server's Node flags", () => {
  it("passes every flag of the list on this Node, and Node starts with them", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(knownNodeFlags()).toEqual(serverNodeFlags);
    expect(warn).not.toHaveBeenCalled();
    expect(startsWith(knownNodeFlags()).status).toBe(0);
  });

  it("leaves out a flag this Node does not know, which would have stopped its start", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const flags = [
      "--max-semi-space-size=64",
      "--heap-growing-percent-gone=150",
      "--no-memory-reducer",
      "--no-reducer-gone",
      "--enable-source-maps",
    ];
    const bad = startsWith(flags);
    expect([bad.status, bad.stderr]).toEqual([9, expect.stringContaining("bad option")]);

    const kept = knownNodeFlags(flags);
    expect(kept).toEqual(["--max-semi-space-size=64", "--no-memory-reducer", "--enable-source-maps"]);
    expect(warn).toHaveBeenCalledWith(
      "[startup] this Node has no --heap-growing-percent-gone: the server runs without it",
    );
    expect(warn).toHaveBeenCalledWith(
      "[startup] this Node has no --no-reducer-gone: the server runs without it",
    );
    expect(startsWith(kept).status).toBe(0);
  });
});

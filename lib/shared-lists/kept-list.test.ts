import pLimit from "p-limit";
import { describe, expect, it } from "vitest";
import { keptLists, type KeptSlot } from "./kept-list";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let names = 0;

function lists() {
  const slots = new Map<string, KeptSlot<string>>();
  const kept = keptLists(
    `kept-list-test-${++names}`,
    slots,
    { freshMs: 40, maxAgeMs: 60_000, waitBelowMs: 1_000 },
    () => {},
  );
  return { slots, kept };
}

describe("a kept list loaded at start by the warm-up", () => {
  it("is reloaded in the background the first time it is stale, then as its own reloads go", async () => {
    const { slots, kept } = lists();
    await kept.warm("all", () => Promise.resolve("as warmed"));
    await pause(60);

    // Stale, and the warm-up's read was quick: the request still gets the kept list at once.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = await kept.get("all", async () => {
      await held;
      return "reloaded";
    });
    expect(first).toBe("as warmed");
    release();
    await expect.poll(() => slots.get("all")?.resolved).toBe("reloaded");

    // That reload was quick: the next stale read waits for a reload, as a plain cache would.
    await pause(60);
    expect(await kept.get("all", () => Promise.resolve("read again"))).toBe("read again");
  });

  it("is loaded while the request waits when nothing is kept yet", async () => {
    const { kept } = lists();
    expect(await kept.get("all", () => Promise.resolve("first"))).toBe("first");
  });
});

describe("lists warmed each by its own read", () => {
  it("reads as many at once as the limit lets, and a request asking meanwhile waits for its list's read", async () => {
    const { kept } = lists();
    const releases = new Map<string, () => void>();
    let running = 0;
    let mostAtOnce = 0;
    const load = async (key: string) => {
      mostAtOnce = Math.max(mostAtOnce, ++running);
      await new Promise<void>((resolve) => releases.set(key, resolve));
      running--;
      return `list ${key}`;
    };
    const warmed = kept.warmEach(["a", "b", "c", "d", "e"], load, pLimit(2));
    await expect.poll(() => [...releases.keys()]).toEqual(["a", "b"]);

    // A request for a list still waiting its turn: no second read, it gets the warm-up's.
    let asked = 0;
    const request = kept.get("e", () => {
      asked++;
      return Promise.resolve("read by the request");
    });
    for (const key of ["a", "b", "c", "d", "e"]) {
      await expect.poll(() => releases.has(key)).toBe(true);
      releases.get(key)!();
    }
    await warmed;
    expect(mostAtOnce).toBe(2);
    expect(await request).toBe("list e");
    expect(asked).toBe(0);
    expect(await kept.get("c", () => Promise.resolve("again"))).toBe("list c");
  });
});

// Long work in slices gives what the same work at once gives.
import { describe, expect, it } from "vitest";
import { mulberry32 } from "./prng";
import { eachInSlices, inBackground, restEvery, sortInSlices, yieldToOthers } from "./yield";

describe("sortInSlices", () => {
  it("sorts as Array.prototype.sort does, stably, whatever the length and run", async () => {
    const random = mulberry32(7);
    for (const length of [0, 1, 5, 63, 64, 65, 1_000, 9_999]) {
      // Few distinct keys: many ties, so an unstable merge would show.
      const items = Array.from({ length }, (_, index) => ({ key: Math.floor(random() * 20), index }));
      const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
      for (const run of [1, 7, 64, 4_096])
        expect(await sortInSlices(items, byKey, () => undefined, run)).toEqual([...items].sort(byKey));
    }
  });

  it("lets others run between its runs", async () => {
    const items = Array.from({ length: 20_000 }, (_, i) => (i * 7_919) % 20_000);
    let others = 0;
    const timer = setInterval(() => others++, 0);
    let rests = 0;
    const rest = () => {
      rests++;
      return new Promise<void>((resolve) => setTimeout(resolve, 1));
    };
    const sorted = await sortInSlices(items, (a, b) => a - b, rest, 1_000);
    clearInterval(timer);
    expect(sorted).toEqual([...items].sort((a, b) => a - b));
    expect(rests).toBeGreaterThanOrEqual(20);
    expect(others).toBeGreaterThan(0);
  });
});

describe("eachInSlices", () => {
  it("visits every item once, in order, resting as the clock says", async () => {
    const seen: number[] = [];
    await eachInSlices(
      Array.from({ length: 5_000 }, (_, i) => i),
      (i) => seen.push(i),
      restEvery(0),
    );
    expect(seen).toEqual(Array.from({ length: 5_000 }, (_, i) => i));
  });
});

describe("yieldToOthers", () => {
  it("lets one waiter go on per turn of the event loop, with what came meanwhile between", async () => {
    const order: string[] = [];
    const first = yieldToOthers().then(() => order.push("first slice"));
    const second = yieldToOthers().then(() => order.push("second slice"));
    // A scan's next step, queued after both yielded: it runs before the second slice, not after.
    setImmediate(() => order.push("scan"));
    await Promise.all([first, second]);
    expect(order).toEqual(["first slice", "scan", "second slice"]);
  });

  it("lets a request's work go on before background work that yielded first", async () => {
    const order: string[] = [];
    const replan = inBackground(async () => {
      for (let slice = 0; slice < 2; slice++) {
        await yieldToOthers();
        order.push(`replan slice ${slice}`);
      }
    });
    const read = (async () => {
      for (let slice = 0; slice < 2; slice++) {
        await yieldToOthers();
        order.push(`read slice ${slice}`);
      }
    })();
    await Promise.all([replan, read]);
    expect(order).toEqual(["read slice 0", "read slice 1", "replan slice 0", "replan slice 1"]);
  });
});

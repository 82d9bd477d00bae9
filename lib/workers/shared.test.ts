// A worker's answer goes back with its typed arrays on shared memory.
import { describe, expect, it } from "vitest";
import { onSharedMemory } from "./shared";

describe("onSharedMemory", () => {
  it("copies each typed array onto shared memory and keeps the rest as it is", () => {
    const answer = {
      version: 3,
      name: "plan",
      lines: { ids: Int32Array.of(4, 5, 6), promised: Float64Array.of(1.5, Number.NaN) },
      parts: [{ big: BigInt64Array.of(7n) }, Buffer.from("abc")],
      when: new Date(0),
      none: null,
    };
    const shared = onSharedMemory(answer);
    expect(shared.lines.ids.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect([...shared.lines.ids]).toEqual([4, 5, 6]);
    expect(shared.lines.promised).toBeInstanceOf(Float64Array);
    expect(shared.lines.promised[1]).toBeNaN();
    expect((shared.parts[0] as { big: BigInt64Array }).big[0]).toBe(7n);
    expect(shared.parts[1]).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(shared.parts[1] as Uint8Array).toString()).toBe("abc");
    expect((shared.parts[1] as Uint8Array).buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(shared).toMatchObject({ version: 3, name: "plan", when: answer.when, none: null });
    // The original stays whole: it is copied, not moved.
    expect([...answer.lines.ids]).toEqual([4, 5, 6]);
  });

  it("leaves an array already on shared memory, and a DataView, as they are", () => {
    const onShared = new Int32Array(new SharedArrayBuffer(8));
    const view = new DataView(new ArrayBuffer(4));
    const shared = onSharedMemory({ onShared, view });
    expect(shared.onShared).toBe(onShared);
    expect(shared.view).toBe(view);
  });
});

import { describe, expect, it } from "vitest";
import { createScanDeduper } from "./dedupe";

describe("scan deduper", () => {
  it("accepts a code once within a second, other codes at once", () => {
    const deduper = createScanDeduper({ extendWhileSeen: false });
    expect(deduper.accept("PK1", 0)).toBe(true);
    expect(deduper.accept("PK1", 500)).toBe(false);
    expect(deduper.accept("PK2", 600)).toBe(true);
    expect(deduper.accept("PK1", 999)).toBe(false);
    expect(deduper.accept("PK1", 1000)).toBe(true);
  });

  it("keeps a code held in view from being read again until it was gone for a second", () => {
    const deduper = createScanDeduper();
    expect(deduper.accept("PK1", 0)).toBe(true);
    for (let now = 100; now <= 3000; now += 100) expect(deduper.accept("PK1", now)).toBe(false);
    expect(deduper.accept("PK1", 4000)).toBe(true);
  });

  it("forgets everything on reset", () => {
    const deduper = createScanDeduper();
    deduper.accept("PK1", 0);
    deduper.reset();
    expect(deduper.accept("PK1", 10)).toBe(true);
  });
});

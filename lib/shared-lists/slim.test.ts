// The kept lists' slim copies share their hidden classes: at 100,000 polygons
// one each would be 100,000 classes with their descriptors, marked by every
// collection of the request thread's heap (docs/architecture.md, "Garbage").
import { describe, expect, it } from "vitest";
import type { PolygonDigest } from "@/lib/production-api/views";
import { hiddenClassCount } from "@/tests/support/hidden-classes";
import { slimOfDigest } from "./slim";

const digest = (i: number): PolygonDigest => ({
  id: i,
  polygonId: 5000 + i,
  productionProjectId: 100 + (i % 7),
  subnumber: i % 3,
  finishAt: i % 4 === 0 ? null : "2026-11-30T12:00:00.000Z",
  deliverAt: "2026-12-02T12:00:00.000Z",
  materialDefects: i % 5 === 0 ? 1 : 0,
  statuses: [i * 10, 200, 1_764_500_000_000 + i],
  remarks: i % 6 === 0 ? ["cut again"] : null,
});

describe("slimOfDigest", () => {
  it("makes 500 copies of varied polygons in a few hidden classes, not one each", () => {
    const copies = Array.from({ length: 500 }, (_, i) => slimOfDigest(digest(i)));
    expect(copies[4]).toMatchObject({ id: 4, polygonId: 5004, finishAt: null, materialDefects: 0 });
    expect(hiddenClassCount(copies)).toBeLessThanOrEqual(2);
  });
});

import { describe, expect, it } from "vitest";
import { simulateFloorHistory, type HistoryLine } from "./floor-history";

const now = new Date("2026-11-25T09:00:00.000Z");
const history = simulateFloorHistory({ seed: 42, now });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const steps = (code: string, of: (line: HistoryLine) => boolean = () => true) =>
  history.lines.filter(of).flatMap((line) => line.steps.filter((s) => s.code === code));

describe("the demo floor's history", () => {
  it("is the same for the same seed and moment, and another for another seed", () => {
    expect(simulateFloorHistory({ seed: 42, now })).toEqual(history);
    expect(simulateFloorHistory({ seed: 7, now }).lines.slice(0, 20)).not.toEqual(history.lines.slice(0, 20));
    expect(history.lines.length).toBeGreaterThan(2_000);
  });

  it("lies before now: releases, starts and finishes", () => {
    for (const line of history.lines) {
      expect(line.releasedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      for (const step of line.steps) {
        if (step.startedAt) expect(step.startedAt.getTime()).toBeLessThanOrEqual(now.getTime());
        if (step.finishedAt) expect(step.finishedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    }
  });

  it("takes minutes that depend on the product, the model and the size, with the odd outlier", () => {
    const curtainSewing = median(steps("SEW", (l) => l.product === "Curtain").map((s) => s.minutes));
    const railCutting = median(steps("CUT", (l) => l.product === "Curtain rail").map((s) => s.minutes));
    expect(curtainSewing).toBeGreaterThan(4 * railCutting);
    const curtains = history.lines.filter((l) => l.product === "Curtain");
    const area = (l: HistoryLine) => l.width * (l.height ?? 1);
    const byArea = [...curtains].sort((a, b) => area(a) - area(b));
    const quarter = Math.floor(byArea.length / 4);
    const sewingOf = (lines: HistoryLine[]) =>
      median(lines.map((l) => l.steps.find((s) => s.code === "SEW")!.minutes));
    expect(sewingOf(byArea.slice(-quarter))).toBeGreaterThan(1.8 * sewingOf(byArea.slice(0, quarter)));
    const wave = median(
      curtains.filter((l) => l.model === "CUR-WAVE").map((l) => l.steps[1]!.minutes / area(l) ** 0.7),
    );
    const pleat = median(
      curtains.filter((l) => l.model === "CUR-PLEAT").map((l) => l.steps[1]!.minutes / area(l) ** 0.7),
    );
    expect(pleat / wave).toBeGreaterThan(1.1);
    const outliers = steps("SEW").filter((s) => s.minutes > 3 * curtainSewing);
    expect(outliers.length).toBeGreaterThan(0);
  });

  it("works each line through its departments in order, each department one job after the other", () => {
    for (const line of history.lines)
      line.steps.forEach((step, i) => {
        const before = line.steps[i - 1];
        if (step.startedAt && before) expect(step.startedAt >= before.finishedAt!).toBe(true);
        if (step.finishedAt) expect(step.finishedAt >= step.startedAt!).toBe(true);
      });
    for (const code of ["CUT", "SEW", "ASM", "QC", "PACK", "DISP"]) {
      const worked = steps(code)
        .filter((s) => s.startedAt && s.finishedAt)
        .sort((a, b) => a.startedAt!.getTime() - b.startedAt!.getTime());
      for (let i = 1; i < worked.length; i++)
        expect(worked[i]!.startedAt!.getTime()).toBeGreaterThanOrEqual(worked[i - 1]!.finishedAt!.getTime());
    }
  });

  it("has queues: real finishes spread around the fixed deliveryTime promise, some late, most early", () => {
    const done = history.lines.filter((l) => l.steps.at(-1)?.finishedAt);
    const lateBy = done.map(
      (l) => (l.steps.at(-1)!.finishedAt!.getTime() - l.promisedAt.getTime()) / 86_400_000,
    );
    const late = lateBy.filter((days) => days > 0).length;
    expect(late).toBeGreaterThan(done.length * 0.02);
    expect(late).toBeLessThan(done.length * 0.5);
    const waits = done.map((l) => (l.steps[0]!.startedAt!.getTime() - l.releasedAt.getTime()) / 86_400_000);
    expect(Math.max(...waits)).toBeGreaterThan(3);
    expect(median(waits)).toBeLessThan(Math.max(...waits) / 2);
  });
});

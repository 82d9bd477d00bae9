import { describe, expect, it } from "vitest";
import { lastMoveOf, startSeenInQueue } from "./last-move";

const now = Date.parse("2025-03-04T10:00:00Z");

describe("a start the queue shows", () => {
  it("counts as the line's last move, from the time the server stamped", async () => {
    const seen = startSeenInQueue({ stage: "started", statusAssignedAt: "2025-03-04T09:59:57Z" }, now);
    expect(seen).toMatchObject({ at: now - 3000, via: "button" });
    await expect(seen!.outcome).resolves.toEqual({ kind: "moved", step: "start" });
  });

  it("is no move for a line not started, nor for a stamp far ahead of the tablet's clock", () => {
    expect(startSeenInQueue({ stage: "waiting", statusAssignedAt: "2025-03-04T09:59:59Z" }, now)).toBeNull();
    expect(startSeenInQueue({ stage: "started", statusAssignedAt: null }, now)).toBeNull();
    expect(startSeenInQueue(undefined, now)).toBeNull();
    expect(startSeenInQueue({ stage: "started", statusAssignedAt: "2025-03-04T10:01:00Z" }, now)).toBeNull();
    // A little ahead (clocks a second or two apart): just now.
    expect(startSeenInQueue({ stage: "started", statusAssignedAt: "2025-03-04T10:00:02Z" }, now)?.at).toBe(
      now,
    );
  });
});

describe("the line's last move", () => {
  const made = (at: number, via: "scan" | "button") => ({
    at,
    via,
    outcome: Promise.resolve({ kind: "moved", step: "start" } as const),
  });

  it("is the scan made here when the queue shows that same start, stamped a moment later by the server", () => {
    const here = made(now - 4000, "scan");
    const queue = made(now - 3200, "button");
    expect(lastMoveOf(here, queue)).toBe(here);
  });

  it("is the queue's start when another tablet started the line well after this one's move", () => {
    const here = made(now - 60_000, "scan");
    const queue = made(now - 2000, "button");
    expect(lastMoveOf(here, queue)).toBe(queue);
  });

  it("is whichever is known when only one is", () => {
    const here = made(now - 1000, "scan");
    expect(lastMoveOf(here, null)).toBe(here);
    expect(lastMoveOf(undefined, here)).toBe(here);
    expect(lastMoveOf(undefined, null)).toBeNull();
  });
});

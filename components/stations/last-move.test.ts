import { describe, expect, it } from "vitest";
import { startSeenInQueue } from "./last-move";

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

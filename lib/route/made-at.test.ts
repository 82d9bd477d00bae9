import { describe, expect, it } from "vitest";
import { auditOfMoment, writeMomentOf } from "./made-at";

const arrival = new Date("2026-11-23T09:01:00.000Z");
const sent = (madeAt?: string) =>
  new Request("http://localhost/api/x", { method: "POST", headers: madeAt ? { "x-made-at": madeAt } : {} });

describe("the moment a write counts from", () => {
  it("is the press for a write kept a minute, and its arrival without the header", () => {
    expect(writeMomentOf(sent("2026-11-23T09:00:00.000Z"), arrival)).toMatchObject({
      at: new Date("2026-11-23T09:00:00.000Z"),
      isMadeAtUsed: true,
    });
    const direct = writeMomentOf(sent(), arrival);
    expect(direct).toMatchObject({ at: arrival, madeAt: null, isMadeAtUsed: false });
    expect(auditOfMoment(direct)).toEqual({});
  });

  it("takes a tablet slightly ahead of the server as the arrival, never later", () => {
    expect(writeMomentOf(sent("2026-11-23T09:02:00.000Z"), arrival)).toMatchObject({
      at: arrival,
      isMadeAtUsed: true,
    });
    expect(writeMomentOf(sent("2026-11-23T09:04:00.000Z"), arrival)).toMatchObject({
      at: arrival,
      isMadeAtUsed: false,
    });
  });

  it("ignores an unreadable or out-of-range header, keeping it (cut short) for the audit row", () => {
    for (const header of ["yesterday", "0001-11-23T09:00:00Z", "2026-11-23 09:00", "x".repeat(500)]) {
      const moment = writeMomentOf(sent(header), arrival);
      expect(moment).toMatchObject({ at: arrival, isMadeAtUsed: false });
      expect(auditOfMoment(moment)).toMatchObject({ receivedAt: arrival.toISOString() });
      expect(moment.madeAt?.length).toBeLessThanOrEqual(40);
    }
  });
});

// The sentence a packer reads for each state of a print job, and why a waiting
// job waits: the printer's last `~HS` flags, else a try that reached no printer.
import { describe, expect, it } from "vitest";
import { printAnswerOf, waitingCausesOf } from "./print-progress";
import type { PrinterStatus } from "@/lib/base/printer-config";

const ready: PrinterStatus = {
  isReachable: true,
  isPaperOut: false,
  isHeadOpen: false,
  isPaused: false,
  isRibbonOut: false,
  error: null,
};
const job = { id: 7, kind: "package-labels", labelCount: 2, attempts: 1, lastError: null };
const printer = (status: PrinterStatus | null) => ({ id: 1, name: "Pack 1", status });

describe("waitingCausesOf", () => {
  it("names the printer's flags, in a fixed order, for a waiting job only", () => {
    const status = { ...ready, isPaused: true, isRibbonOut: true };
    expect(waitingCausesOf({ ...job, state: "waiting" }, status)).toEqual(["ribbonOut", "paused"]);
    expect(waitingCausesOf({ ...job, state: "printed" }, status)).toEqual([]);
    expect(waitingCausesOf({ ...job, state: "sending" }, status)).toEqual([]);
  });

  it("says unreachable when the printer did not answer, or a try failed with no flag set", () => {
    const off = { ...ready, isReachable: false, error: "connect ECONNREFUSED" };
    expect(waitingCausesOf({ ...job, state: "waiting" }, off)).toEqual(["unreachable"]);
    const refused = { ...job, state: "waiting" as const, lastError: "connect ECONNREFUSED" };
    expect(waitingCausesOf(refused, ready)).toEqual(["unreachable"]);
    expect(waitingCausesOf({ ...refused, attempts: 0, lastError: null }, null)).toEqual([]);
  });
});

describe("printAnswerOf", () => {
  it("words every state in English and Dutch", () => {
    const say = (state: "waiting" | "sending" | "printed" | "failed" | "cancelled", locale: "en" | "nl") =>
      printAnswerOf({ ...job, state, attempts: 0 }, printer(ready), locale).message;
    expect(say("sending", "en")).toBe("Sending 2 labels to Pack 1…");
    expect(say("waiting", "nl")).toBe("2 labels naar Pack 1 aan het sturen…");
    expect(say("printed", "en")).toBe("Printed: 2 labels on Pack 1");
    expect(say("printed", "nl")).toBe("Geprint: 2 labels op Pack 1");
    expect(say("failed", "en")).toMatch(/^Not sure it printed: Pack 1 stopped/);
    expect(say("cancelled", "nl")).toBe("Geannuleerd: het label voor Pack 1 wordt niet geprint");
  });

  it("is settled once printed, failed or cancelled, and says why a job waits", () => {
    const waiting = printAnswerOf(
      { ...job, state: "waiting" },
      printer({ ...ready, isHeadOpen: true }),
      "en",
    );
    expect(waiting).toMatchObject({
      job: { id: 7, state: "waiting" },
      printer: { id: 1, name: "Pack 1" },
      waitingFor: ["headOpen"],
      message: "Waiting: Pack 1 has its head open — it prints when ready",
      isSettled: false,
    });
    expect(printAnswerOf({ ...job, state: "failed" }, printer(null), "en").isSettled).toBe(true);
  });
});

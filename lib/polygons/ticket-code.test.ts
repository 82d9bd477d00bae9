import { describe, expect, it } from "vitest";
import { parseBarcode } from "@/lib/scan/grammar";
import { defaultScannerSettings } from "@/lib/scan/settings";
import { ticketCode } from "./ticket-code";

describe("ticketCode", () => {
  it("pads short ids so every ticket is long enough to scan, and the grammar reads the id back", () => {
    for (const id of [7, 15, 123, 4567, 123456]) {
      const code = ticketCode(id);
      expect(code.length).toBeGreaterThanOrEqual(defaultScannerSettings.minLength);
      expect(parseBarcode(code)).toMatchObject({ kind: "job-ticket", productionPolygonId: id });
    }
    expect(ticketCode(15)).toBe("P0015");
    expect(ticketCode(123456)).toBe("P123456");
  });
});

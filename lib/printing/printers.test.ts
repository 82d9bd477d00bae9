import { describe, expect, it } from "vitest";
import type { Printer } from "@/lib/base/printer-config";
import { stationPrinter } from "./printers";

describe("a station's printer", () => {
  const printer = (id: number, over: Partial<Printer> = {}): Printer => ({
    id,
    name: `P${id}`,
    source: "admin",
    host: "10.0.0.1",
    port: 9100,
    language: "zpl",
    dotsPerMm: 8,
    labelWidthMm: 100,
    labelHeightMm: 50,
    departmentIds: [],
    deviceIds: [],
    status: null,
    statusCheckedAt: null,
    ...over,
  });
  const all = [printer(1, { departmentIds: [4] }), printer(2, { deviceIds: ["tab-7"] }), printer(3)];

  it("is the device's choice, else the device's printer, else the department's", () => {
    expect(stationPrinter(all, { chosenPrinterId: 3, deviceId: "tab-7", departmentId: 4 })?.id).toBe(3);
    expect(stationPrinter(all, { deviceId: "tab-7", departmentId: 4 })?.id).toBe(2);
    expect(stationPrinter(all, { deviceId: "tab-9", departmentId: 4 })?.id).toBe(1);
  });

  it("is the only printer when there is one, and none when several could be meant", () => {
    expect(stationPrinter([printer(5)], { departmentId: 9 })?.id).toBe(5);
    expect(stationPrinter(all, { departmentId: 9 })).toBeNull();
    expect(stationPrinter([], {})).toBeNull();
  });

  it("is never a printer kept for another department, chosen or the only one (issue 28)", () => {
    const packOnly = printer(7, { departmentIds: [12] });
    // The cutting station (department 4): Packing's only printer is not its printer.
    expect(stationPrinter([packOnly], { departmentId: 4 })).toBeNull();
    expect(stationPrinter([packOnly], { chosenPrinterId: 7, departmentId: 4 })).toBeNull();
    expect(stationPrinter([packOnly, printer(8)], { chosenPrinterId: 7, departmentId: 4 })).toBeNull();
    // It serves its department, and a device it lists even at another department's screen.
    expect(stationPrinter([packOnly], { departmentId: 12 })?.id).toBe(7);
    const packAndTablet = printer(9, { departmentIds: [12], deviceIds: ["cut-3"] });
    expect(stationPrinter([packAndTablet], { deviceId: "cut-3", departmentId: 4 })?.id).toBe(9);
    // A /pack tablet that names no department keeps the only printer.
    expect(stationPrinter([packOnly], {})?.id).toBe(7);
  });
});

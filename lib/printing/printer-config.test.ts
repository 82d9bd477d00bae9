import { describe, expect, it } from "vitest";
import { parseEnv, SettingsError } from "@/lib/env";
import { parseLabelPrinters, printerAddressSchema } from "./printer-config";
import { stationPrinter } from "./printers";
import type { Printer } from "./printer-config";

describe("LABEL_PRINTERS", () => {
  it("reads the documented example: port 9100 and 8 dots per mm when left out, 100 × 50 mm labels", () => {
    expect(parseLabelPrinters("Pack 1=zpl://10.0.0.21:9100?dpmm=8; Pack 2=zpl://10.0.0.22")).toEqual([
      expect.objectContaining({
        name: "Pack 1",
        host: "10.0.0.21",
        port: 9100,
        dotsPerMm: 8,
        language: "zpl",
      }),
      expect.objectContaining({
        name: "Pack 2",
        host: "10.0.0.22",
        port: 9100,
        labelWidthMm: 100,
        labelHeightMm: 50,
      }),
    ]);
  });

  it("takes a 300 dpi printer with another label size", () => {
    const [printer] = parseLabelPrinters("Tickets=zpl://printer.local:6101?dpmm=12&width=105&height=148");
    expect(printer).toMatchObject({ port: 6101, dotsPerMm: 12, labelWidthMm: 105, labelHeightMm: 148 });
  });

  it.each([
    ["Pack=zpl://10.0.0.1?dpmm=7", /dots per mm/],
    ["Pack=epl://10.0.0.1", /not a printer language/],
    ["zpl://10.0.0.1", /name=zpl/],
    ["Pack=zpl://10.0.0.1:99999", /host or host:port/],
    ["Pack=zpl://10.0.0.1?speed=4", /not a printer option/],
    ["A=zpl://h1; A=zpl://h2", /used twice/],
  ])("refuses %s", (setting, message) => {
    expect(() => parseLabelPrinters(setting)).toThrow(message);
  });

  it("stops the server with a sentence naming the setting, and is empty by default", () => {
    expect(() => parseEnv({ LABEL_PRINTERS: "Pack=zpl://" })).toThrow(SettingsError);
    expect(() => parseEnv({ LABEL_PRINTERS: "Pack=zpl://" })).toThrow(/LABEL_PRINTERS/);
    expect(parseEnv({}).LABEL_PRINTERS).toEqual([]);
  });

  it("reads an address as host:port with 9100 as the default port", () => {
    expect(printerAddressSchema.parse("10.0.0.5")).toEqual({ host: "10.0.0.5", port: 9100 });
    expect(printerAddressSchema.parse("[::1]:9101")).toEqual({ host: "[::1]", port: 9101 });
    expect(printerAddressSchema.safeParse("a b:1").success).toBe(false);
  });
});

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

import { describe, expect, it } from "vitest";
import { parseEnv, SettingsError } from "@/lib/env";
import { parseLabelPrinters, printerAddressSchema } from "./printer-config";

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

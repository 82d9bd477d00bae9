// What a roll label says, read as the scanner sent it: (8001) roll products,
// (311n)/(312n) in metres, AIM identifiers and GS, and codes that are no label.
import { describe, expect, it } from "vitest";
import { readRollLabel } from "./roll-label";

const GS = "\u001d";

describe("readRollLabel", () => {
  it("reads (8001): width mm, length m, core, winding and splices", () => {
    expect(readRollLabel("]C1010401234500001610A1" + GS + "800116000012507610")).toEqual({
      ok: true,
      label: {
        materialCode: "4012345000016",
        gtin: "04012345000016",
        lot: "A1",
        widthMm: 1600,
        lengthMm: 125_000,
      },
    });
  });

  it("rounds (311n)/(312n) metres to whole millimetres", () => {
    const read = readRollLabel("(01)04012345000016(3114)123456(3125)012345");
    expect(read).toMatchObject({ ok: true, label: { lengthMm: 12_346, widthMm: 123 } });
  });

  it("fills what (8001) leaves at zero from (311n)/(312n)", () => {
    const read = readRollLabel("(01)04012345000016(8001)00000012507610(3122)000280");
    expect(read).toMatchObject({ ok: true, label: { widthMm: 2800, lengthMm: 125_000 } });
  });

  it("leaves out what the label does not say", () => {
    expect(readRollLabel("(01)04012345000016(10)X")).toMatchObject({
      ok: true,
      label: { lot: "X", widthMm: null, lengthMm: null },
    });
  });

  it("refuses what is no supplier's label, saying why", () => {
    expect(readRollLabel("P123")).toEqual({
      ok: false,
      reason: 'This is not a supplier\'s roll label: no GS1 AI at "P123".',
    });
    expect(readRollLabel("(00)387123450000000017")).toMatchObject({ ok: false });
  });
});

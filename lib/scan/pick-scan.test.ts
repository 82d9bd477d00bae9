import { describe, expect, it } from "vitest";
import { pickScan } from "./pick-scan";

const gs = "\u001d";
// One supplier label with three Code 128s: the supplier's own number, the GS1 GTIN + lot, an SSCC.
const supplierLabel = ["SUP-778812", `]C10108712345000165${gs}10LOT42`, "]C100087123450000000011"];

describe("pickScan", () => {
  it("gives the matching screen the GS1 label's material among the label's codes", () => {
    const scan = pickScan(supplierLabel, ["material"]);
    expect(scan).toMatchObject({ kind: "material", ean: "8712345000165", gs1: { lot: "LOT42" } });
  });

  it("gives the packing screen the package barcode, and a pallet screen the SSCC", () => {
    expect(pickScan(supplierLabel, ["package", "job-ticket"])).toMatchObject({
      kind: "package",
      barcode: "SUP-778812",
    });
    expect(pickScan(supplierLabel, ["pallet"])).toMatchObject({ kind: "pallet", sscc: "087123450000000011" });
  });

  it("refuses the frame by its first code when the screen takes none of them", () => {
    expect(pickScan(["P0015", "EMP-1005"], ["material"])).toMatchObject({ kind: "job-ticket" });
    expect(pickScan([], ["material"])).toBeNull();
  });
});

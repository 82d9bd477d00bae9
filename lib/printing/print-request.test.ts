import { describe, expect, it } from "vitest";
import { palletLabelOf, printBody } from "./print-request";
import { labelsZpl } from "./zpl-templates";

type Tree = Parameters<typeof palletLabelOf>[0];
const leaf = (barcode: string, projectNumber: string | null, customer: string | null = null): Tree => ({
  barcode,
  packageType: "Doos",
  projectNumber,
  customer,
  children: [],
});

describe("a pallet's label", () => {
  it("counts every package on the pallet, nested ones too, and names their projects and customers once", () => {
    const tree: Tree = {
      ...leaf("PAL-1", null),
      packageType: "Pallet",
      children: [
        leaf("A", "P-2", "Zeeman Interieur"),
        { ...leaf("B", "P-1", "Brasserie Ëlsa"), children: [leaf("C", "P-2", "Zeeman Interieur")] },
        leaf("D", null),
      ],
    };
    expect(palletLabelOf(tree)).toEqual({
      barcode: "PAL-1",
      packageType: "Pallet",
      projectNumbers: ["P-1", "P-2"],
      customers: ["Brasserie Ëlsa", "Zeeman Interieur"],
      packageCount: 4,
    });
  });

  it("puts the customers on the ZPL pallet label with the pallet's barcode in ^BC", () => {
    const label = palletLabelOf({
      ...leaf("PAL-9", null),
      packageType: "Pallet",
      children: [leaf("A", "P-7", "Café Noël"), leaf("B", "P-8", "Brasserie Ëlsa")],
    });
    const zpl = labelsZpl(
      { dotsPerMm: 8, widthMm: 100, heightMm: 50 },
      { kind: "pallet-label", labels: [label] },
      "nl",
    );
    expect(zpl).toMatch(/\^BC[^^]*\^FH\^FDPAL-9\^FS/);
    expect(zpl).toContain("P-7, P-8");
    expect(zpl).toContain("Brasserie Ëlsa, Café Noël");
  });
});

describe("a print request", () => {
  it("takes one target kind and one to twenty copies", () => {
    expect(printBody.parse({ target: { kind: "project", productionProjectId: 4 } })).toEqual({
      target: { kind: "project", productionProjectId: 4 },
      copies: 1,
    });
    expect(printBody.safeParse({ target: { kind: "everything" } }).success).toBe(false);
    expect(printBody.safeParse({ target: { kind: "pallet", polygonPackageId: 1 }, copies: 21 }).success).toBe(
      false,
    );
  });
});

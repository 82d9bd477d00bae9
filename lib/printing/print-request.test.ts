import { describe, expect, it } from "vitest";
import { palletLabelOf, printBody } from "./print-request";

const node = (barcode: string, projectNumber: string | null, children: ReturnType<typeof leaf>[] = []) => ({
  barcode,
  packageType: null,
  projectNumber,
  children,
});
const leaf = (barcode: string, projectNumber: string | null) => ({
  barcode,
  packageType: "Doos",
  projectNumber,
  children: [],
});

describe("a pallet's label", () => {
  it("counts every package on the pallet, nested ones too, and lists their projects once", () => {
    const tree = {
      ...node("PAL-1", null),
      packageType: "Pallet",
      children: [leaf("A", "P-2"), { ...leaf("B", "P-1"), children: [leaf("C", "P-2")] }, leaf("D", null)],
    };
    expect(palletLabelOf(tree)).toEqual({
      barcode: "PAL-1",
      packageType: "Pallet",
      projectNumbers: ["P-1", "P-2"],
      customers: [],
      packageCount: 4,
    });
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

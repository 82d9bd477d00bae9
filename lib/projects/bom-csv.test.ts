import { describe, expect, it } from "vitest";
import { orderSpecSchema } from "@/lib/production-api/schemas";
import { bomCsvOf, bomFileName } from "./bom-csv";

describe("bomCsvOf", () => {
  const spec = orderSpecSchema.parse({
    productionProjectId: 7,
    orderSpec: {
      id: 1,
      projectNumber: "P26/0001",
      items: [
        { id: 12, lineNumber: 2, billOfMaterials: [{ code: "B", quantity: 1 }] },
        { id: 11, lineNumber: 1, billOfMaterials: [{ code: "A", description: "Crème", quantity: 2.5 }] },
      ],
      billOfMaterials: [
        { code: "A", quantity: 2.5 },
        { code: "B", quantity: 1 },
      ],
    },
  });

  it("writes a BOM, a header, the lines by line number, then the project totals, CRLF-terminated", () => {
    const csv = bomCsvOf(spec);
    expect(csv.startsWith("\uFEFFscope,lineNumber,itemId,code,")).toBe(true);
    expect(csv.split("\r\n").slice(1)).toEqual([
      "line,1,11,A,Crème,,,,,2.5,,",
      "line,2,12,B,,,,,,1,,",
      "project,,,A,,,,,,2.5,,",
      "project,,,B,,,,,,1,,",
      "",
    ]);
  });

  it("names the lots of the rolls matched to each line's material, and every lot of it in the project's totals", () => {
    const withEans = orderSpecSchema.parse({
      productionProjectId: 7,
      orderSpec: {
        id: 1,
        items: [
          { id: 11, lineNumber: 1, billOfMaterials: [{ code: "A", eanCode: "8712345678906", quantity: 2 }] },
          {
            id: 12,
            lineNumber: 2,
            billOfMaterials: [
              { code: "A", eanCode: "8712345678906", quantity: 1 },
              { code: "B", eanCode: "4006381333931", quantity: 1 },
            ],
          },
        ],
        billOfMaterials: [{ code: "A", eanCode: "8712345678906", quantity: 3 }],
      },
    });
    const lots = [
      // Two polygons of line 1 cut from two rolls; the GTIN-14 form of the EAN is the same material.
      { polygonId: 11, eanCode: "8712345678906", lot: "LOT42" },
      { polygonId: 11, eanCode: "08712345678906", lot: "LOT7" },
      { polygonId: 12, eanCode: "8712345678906", lot: "LOT42" },
      // A label without a lot names none.
      { polygonId: 12, eanCode: "4006381333931", lot: null },
    ];
    const lotColumn = bomCsvOf(withEans, lots)
      .split("\r\n")
      .slice(1, -1)
      .map((line) => line.split(",").at(-1));
    expect(lotColumn).toEqual(["LOT42 / LOT7", "LOT42", "", "LOT42 / LOT7"]);
  });

  it("defuses a formula in a material's text (the one CSV writer's guard)", () => {
    const hostile = orderSpecSchema.parse({
      productionProjectId: 7,
      orderSpec: {
        id: 1,
        items: [{ id: 11, lineNumber: 1, billOfMaterials: [{ code: "=HYPERLINK(1)", quantity: 1 }] }],
        billOfMaterials: [],
      },
    });
    expect(bomCsvOf(hostile).split("\r\n")[1]).toBe("line,1,11,'=HYPERLINK(1),,,,,,1,,");
  });

  it("names the file after the project number, safe for a file system", () => {
    expect(bomFileName(spec)).toBe("bom-P26_0001.csv");
  });
});

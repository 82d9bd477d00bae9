// The bill of materials of a project as CSV for Excel: one row per material
// line of each order line (scope "line"), then the project's own bill of
// materials (scope "project", the totals the order spec gives), written by the
// app's one CSV writer (lib/http/csv.ts: quoting, byte-order mark, formula guard).
// The "lot" column names the lots of the rolls matched to that material (by
// EAN) on the line's polygons, or anywhere in the project for its totals.
import type { Database } from "@/lib/db/client";
import { csvOf } from "@/lib/http/csv";
import { gtin14Of, lotsOfProject, type MaterialLot } from "@/lib/polygons/material-lots";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { OrderSpec } from "@/lib/production-api/schemas";

type BomLine = OrderSpec["orderSpec"]["billOfMaterials"][number];

export const bomCsvHeader = [
  "scope",
  "lineNumber",
  "itemId",
  "code",
  "description",
  "eanCode",
  "supplierCode",
  "supplier",
  "category",
  "quantity",
  "unit",
  "lot",
] as const;

export type BomRow = {
  scope: "line" | "project";
  lineNumber: number | null;
  itemId: number | null;
  line: BomLine;
};

/** The rows of the CSV, in order: each order line's materials by line number, then the project totals. */
export function bomRowsOf(spec: OrderSpec): BomRow[] {
  const items = [...spec.orderSpec.items].sort((a, b) => a.lineNumber - b.lineNumber || a.id - b.id);
  return [
    ...items.flatMap((item) =>
      item.billOfMaterials.map((line) => ({
        scope: "line" as const,
        lineNumber: item.lineNumber,
        itemId: item.id,
        line,
      })),
    ),
    ...spec.orderSpec.billOfMaterials.map((line) => ({
      scope: "project" as const,
      lineNumber: null,
      itemId: null,
      line,
    })),
  ];
}

type LotOfLine = Pick<MaterialLot, "polygonId" | "eanCode" | "lot">;

/** The distinct lots of this material on the order line (itemId) or, for the project's totals, the whole project. */
function lotsCell(lots: readonly LotOfLine[], row: BomRow): string | null {
  const ean = row.line.eanCode;
  if (!ean) return null;
  const found = lots.filter(
    (lot) =>
      lot.lot !== null &&
      gtin14Of(lot.eanCode) === gtin14Of(ean) &&
      (row.itemId === null || lot.polygonId === row.itemId),
  );
  const names = [...new Set(found.map((lot) => lot.lot))].sort();
  return names.length > 0 ? names.join(" / ") : null;
}

export function bomCsvOf(spec: OrderSpec, lots: readonly LotOfLine[] = []): string {
  const rows = bomRowsOf(spec).map((row) => [
    row.scope,
    row.lineNumber,
    row.itemId,
    row.line.code,
    row.line.description,
    row.line.eanCode,
    row.line.supplierCode,
    row.line.supplier?.name ?? null,
    row.line.category?.description ?? null,
    row.line.quantity,
    row.line.unitDescription,
    lotsCell(lots, row),
  ]);
  return csvOf([bomCsvHeader, ...rows]);
}

/** The download's file name: the project number where there is one. */
export function bomFileName(spec: OrderSpec): string {
  const name = (spec.orderSpec.projectNumber ?? `project-${spec.productionProjectId}`).replace(
    /[^\w.-]+/g,
    "_",
  );
  return `bom-${name}.csv`;
}

/** The project's bill of materials as CSV, read fresh from its order spec (a download is rare), with its lots. */
export async function projectBomCsv(
  db: Database,
  upstream: ProductionApiClient,
  productionProjectId: number,
) {
  const [spec, lots] = await Promise.all([
    upstream.projectExport.getOrderSpec({ productionProjectId }),
    lotsOfProject(db, productionProjectId),
  ]);
  return { csv: bomCsvOf(spec, lots), fileName: bomFileName(spec) };
}

// A material of the production data as Gateway v2's material/findbycode and
// findbyid answer it: every field of the spec's v2 material, null where the
// stand-in knows nothing.
import { supplierIdOf, type StandInMaterial } from "./data";
import { urlsOf } from "./urls";
import { fabricFactsOf } from "./fabric-facts";

export function materialV2Of(row: StandInMaterial, base: string) {
  const category = row.bom?.category ?? null;
  const facts = fabricFactsOf(row.material, category?.description ?? null);
  const isCut = row.bom?.kind === 1;
  const unit = isCut ? "Millimeters" : "Pieces";
  return {
    id: row.material_id,
    attachments: [],
    categoryDescription: category?.description ?? null,
    categoryId: category?.id ?? null,
    code: row.supplier_code,
    color: row.material_color,
    colorDescription: row.material_color,
    composition: facts.composition,
    description: row.material,
    eanCode: row.ean_code,
    extraFieldValues: row.good_side
      ? [
          {
            extraField: 1,
            extraFieldName: "Good side",
            extraFieldNameResource: null,
            value: row.good_side,
            valueResource: null,
            image: null,
            displayOrder: 1,
          },
        ]
      : [],
    height: null,
    imageUrl: urlsOf(base).materialImage(row.material_id),
    isWage: false,
    leadTime: 5,
    length: null,
    materialOptionValues: [],
    materialGroups: [],
    materialKind: {
      description: isCut ? "Roll goods" : "Piece goods",
      value: isCut ? 1 : 2,
      interfaceKey: isCut ? "ROLL" : "PIECE",
    },
    materialStyle: null,
    patternLength: facts.patternLength,
    patternWidth: facts.patternWidth,
    promotionPrice: null,
    remarks: null,
    purchasePrice: null,
    salePrice: row.bom?.unitPrice ?? null,
    saleUnit: unit,
    shrinkTolerance: null,
    supplierCode: row.supplier_code,
    supplierId: supplierIdOf(row.sbn_key),
    supplierSbnKey: row.sbn_key,
    unit,
    validModelIds: [],
    washingSymbols: facts.washingSymbols,
    weight: facts.weight,
    width: facts.width,
  };
}

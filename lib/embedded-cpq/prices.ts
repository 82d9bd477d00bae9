// The price block of an embedded project, polygon or material: the bill of
// materials' lines as one "Materials" price group.
import type { OrderSpecItem } from "@/lib/production-api/schemas";

type Line = OrderSpecItem["billOfMaterials"][number];

const priceElement = (line: Line) => ({
  code: line.code,
  quantity: line.quantity,
  description: line.description,
  unit: line.unitDescription,
  unitPriceBeforePromotion: line.unitPrice,
  unitPrice: line.unitPrice,
  totalPrice: line.totalPrice,
  totalPriceBeforePromotion: line.totalPrice,
  sbnid: line.supplier?.id ?? null,
  purchasePriceInfo: null,
});

export function priceOf(lines: readonly Line[]) {
  const total = Math.round(lines.reduce((sum, line) => sum + (line.totalPrice ?? 0), 0) * 100) / 100;
  return {
    totalPrice: total,
    totalPriceBeforePromotions: total,
    priceGroups: [
      { code: "MAT", description: "Materials", displayOrder: 1, elements: lines.map(priceElement) },
    ],
    promotions: [],
    discountAmount: 0,
    // Purchase prices need an embedded right the stand-in's accounts do not hold.
    totalPurchasePrice: null,
  };
}

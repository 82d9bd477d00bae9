// The cut rules per product type until an admin keeps them (issue 30, item 2):
// the workshop's usual allowances, matched on the order line's polygon type
// (its interface key) or, failing that, its product category. A product with
// no rule here (a rail, a part) is not cut from fabric and is not planned.
import type { ProductTypeRule } from "../sizes/schemas";

export const curtain: ProductTypeRule = {
  productType: "curtain",
  kind: "curtain",
  hemAllowanceMm: 100,
  headingAllowanceMm: 120,
  sideAllowanceMm: 40,
  joinAllowanceMm: 30,
  defaultFullness: 2,
};
// A roman blind folds in pleats along its drop: cut straight, never turned.
const romanBlind: ProductTypeRule = {
  productType: "roman blind",
  kind: "blind",
  hemAllowanceMm: 120,
  rollAllowanceMm: 80,
  sideAllowanceMm: 40,
};
export const rollerBlind: ProductTypeRule = {
  productType: "roller blind",
  kind: "blind",
  hemAllowanceMm: 50,
  rollAllowanceMm: 250,
  sideAllowanceMm: 0,
  isTurnAllowed: true,
};
// Pleats are pressed across the fabric's length: turning it would run them the wrong way.
const pleatedBlind: ProductTypeRule = {
  productType: "pleated blind",
  kind: "blind",
  hemAllowanceMm: 30,
  rollAllowanceMm: 60,
  sideAllowanceMm: 0,
};

const byKey: Record<string, ProductTypeRule> = {
  CURTAIN: curtain,
  CURTAINS: curtain,
  ROMAN_BLIND: romanBlind,
  "ROMAN BLINDS": romanBlind,
  ROLLER_BLIND: rollerBlind,
  "ROLLER BLINDS": rollerBlind,
  PLEATED_BLIND: pleatedBlind,
  "PLEATED BLINDS": pleatedBlind,
};

/** The rule of an order line's product, by its polygon type's interface key, else its category; null: none. */
export function ruleOfProduct(polygonTypeKey: string | null, productCategory: string | null) {
  for (const key of [polygonTypeKey, productCategory])
    if (key) {
      const rule = byKey[key.trim().toUpperCase()];
      if (rule) return rule;
    }
  return null;
}

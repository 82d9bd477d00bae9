// A material's quantity on an order line as every screen writes it: the order
// spec's number (calcQuantity) with the unit of its quantity text ("7.7 m"),
// so a screen can write the number in the employee's own format ("7,7 m").
import type { OrderSpecItem } from "@/lib/production-api/schemas";

export type MaterialQuantity = { amount: number; unit: string | null };

/** "7.7 m" → "m"; "3 st" → "st"; null without a unit. */
export function unitOf(quantityDescription: string | null): string | null {
  const unit = quantityDescription?.trim().replace(/^[-+]?[\d.,]+\s*/, "") ?? "";
  return unit === "" ? null : unit;
}

/** The quantity of an order line's material, or null when the spec gives no number. */
export function quantityOf(
  material: Pick<OrderSpecItem["materials"][number], "calcQuantity" | "saleQuantity" | "quantityDescription">,
): MaterialQuantity | null {
  const amount = material.calcQuantity ?? material.saleQuantity;
  return amount === null ? null : { amount, unit: unitOf(material.quantityDescription) };
}

/** "7,7 m" in Dutch, "7.7 m" in English: `formatNumber` is the employee's number format. */
export function quantityText(quantity: MaterialQuantity, formatNumber: (n: number) => string): string {
  return [formatNumber(quantity.amount), quantity.unit].filter(Boolean).join(" ");
}

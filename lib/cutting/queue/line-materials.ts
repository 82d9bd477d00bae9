// Which materials of an order line the cutting department cuts from a roll:
// the main material (the face fabric) and a lining, of a product that has a
// cut rule. Everything else the line names (heading tape, bands, rails, a
// vertical blind's slats and parts, chains) is taken, not cut: the cutter
// takes it with the quantity the order spec gives (docs/cutting.md, "One amount").
import type { KeptOrderSpecItem } from "@/lib/polygons/order-specs";
import { quantityOf, type MaterialQuantity } from "@/lib/polygons/quantity";
import { ruleOfProduct } from "./product-rules";

type ItemMaterial = KeptOrderSpecItem["materials"][number];

export type TakeMaterial = { name: string | null; eanCode: string | null; quantity: MaterialQuantity | null };

/** The units an order spec writes metres in. */
const metreUnits = new Set(["m", "meter", "metre", "mtr", "m1"]);

/** The spec's quantity of a material in millimetres, or null when it gives none in metres. */
function orderMmOf(material: ItemMaterial): number | null {
  const quantity = quantityOf(material);
  if (!quantity || quantity.amount <= 0 || !metreUnits.has((quantity.unit ?? "").toLowerCase())) return null;
  return Math.round(quantity.amount * 1000);
}

// The category names a lining goes by (the demo's "lining", a Dutch CPQ's "voering").
const liningKey = /lining|voering/i;
const isLining = (m: ItemMaterial) =>
  [m.interfaceKey, m.childCategory, m.material?.category].some((key) => !!key && liningKey.test(key));

/** The materials of the line cut from a roll, as the spec has them (none when the product has no cut rule). */
function cutFromRoll(item: KeptOrderSpecItem): ItemMaterial[] {
  if (!ruleOfProduct(item.polygonType?.interfaceKey ?? null, item.productCategory)) return [];
  const main = item.materials.find((m) => m.isMainCategory) ?? item.materials[0];
  return item.materials.filter((m) => m === main || isLining(m));
}

/** The fabrics cut from a roll for this line, by EAN (face fabric first, then a lining), with the spec's quantity. */
export function cutMaterialsOf(
  item: KeptOrderSpecItem,
): { eanCode: string; name: string | null; orderMm: number | null }[] {
  const seen = new Set<string>();
  return cutFromRoll(item).flatMap((m) => {
    const eanCode = m.material?.eanCode;
    if (!eanCode || seen.has(eanCode)) return [];
    seen.add(eanCode);
    return [{ eanCode, name: m.material?.description ?? m.name ?? null, orderMm: orderMmOf(m) }];
  });
}

/** The materials the line takes rather than cuts, each with the spec's quantity. */
export function takeMaterialsOf(item: KeptOrderSpecItem): TakeMaterial[] {
  const cut = new Set(cutFromRoll(item));
  return item.materials
    .filter((m) => !cut.has(m))
    .map((m) => ({
      name: m.material?.description ?? m.name ?? null,
      eanCode: m.material?.eanCode ?? null,
      quantity: quantityOf(m),
    }));
}

/** The cut against the order: how far apart in whole per cent of the order, and whether beyond the tolerance. */
export function compareWithOrder(
  cutMm: number,
  orderMm: number | null,
  tolerancePercent: number,
): { differsPercent: number | null; isFlagged: boolean } {
  if (orderMm === null || orderMm <= 0) return { differsPercent: null, isFlagged: false };
  const differsPercent = Math.round((Math.abs(cutMm - orderMm) / orderMm) * 100);
  return { differsPercent, isFlagged: differsPercent > tolerancePercent };
}

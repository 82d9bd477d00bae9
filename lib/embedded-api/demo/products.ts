// The products the demo workshop makes: which departments (and so which
// status values) each passes through, its sizes, materials and package.
import type { DepartmentCode, PackageCode } from "./catalogue";
import type { MaterialCategory } from "./materials";

type Coded = { id: number; code: string; description: string; interfaceKey: string };
type Model = { id: number; value: string; description: string; interfaceKey: string };

/** One material a product needs; `chance` below 1 makes it optional; `family` narrows by name. */
type Slot = { category: MaterialCategory; chance: number; family?: string };

export type Product = {
  product: string;
  productCategory: string;
  productionMethod: string;
  polygonType: Coded;
  models: readonly Model[];
  departments: readonly DepartmentCode[];
  /** Widths and heights in mm; no height for a rail. */
  width: readonly [number, number];
  height: readonly [number, number] | null;
  slots: readonly Slot[];
  /** Relative frequency in an order. */
  weight: number;
  /** Chance that one order line is made as two production polygons (a pair of curtains). */
  pairChance: number;
};

const model = (id: number, code: string, description: string): Model => ({
  id,
  value: code,
  description,
  interfaceKey: code.replace(/-/g, "_"),
});

// Small builders so that each product below reads as one short row per aspect.
/** The product's names; its polygon type is described by the product's name. */
const named = (
  product: string,
  productCategory: string,
  productionMethod: string,
  type: [number, string, string],
) => ({
  product,
  productCategory,
  productionMethod,
  polygonType: { id: type[0], code: type[1], description: product, interfaceKey: type[2] },
});
const made = (departments: DepartmentCode[], width: [number, number], height: [number, number] | null) => ({
  departments,
  width,
  height,
});
const slot = (category: MaterialCategory, chance: number, family?: string): Slot =>
  family === undefined ? { category, chance } : { category, chance, family };
const odds = (weight: number, pairChance: number) => ({ weight, pairChance });

export const productList: readonly Product[] = [
  {
    ...named("Curtain", "Curtains", "Confectie", [1, "CUR", "CURTAIN"]),
    models: [model(101, "CUR-WAVE", "Wave curtain"), model(102, "CUR-PLEAT", "Double pleat curtain")],
    ...made(["CUT", "SEW", "QC", "PACK", "DISP"], [900, 6000], [1400, 3000]),
    slots: [slot("curtain-fabric", 1), slot("lining", 0.4), slot("heading-tape", 0.8)],
    ...odds(4, 0.1),
  },
  {
    ...named("Roman blind", "Roman blinds", "Confectie en montage", [2, "ROM", "ROMAN_BLIND"]),
    models: [model(103, "ROM-FLAT", "Flat roman blind"), model(104, "ROM-CASCADE", "Cascade roman blind")],
    ...made(["CUT", "SEW", "ASM", "QC", "PACK", "DISP"], [500, 2200], [800, 2400]),
    slots: [slot("curtain-fabric", 1), slot("profile", 1, "Vouwgordijnsysteem"), slot("chain", 0.7)],
    ...odds(1.5, 0),
  },
  {
    ...named("Roller blind", "Roller blinds", "Montage", [3, "ROL", "ROLLER_BLIND"]),
    models: [
      model(105, "ROL-CHAIN", "Roller blind with chain"),
      model(106, "ROL-SPRING", "Roller blind with spring"),
    ],
    ...made(["CUT", "ASM", "QC", "PACK", "DISP"], [400, 2800], [800, 3000]),
    slots: [slot("roller-fabric", 1), slot("profile", 1, "Rolgordijnbuis"), slot("chain", 0.6)],
    ...odds(3, 0),
  },
  {
    ...named("Pleated blind", "Pleated blinds", "Montage", [4, "PLI", "PLEATED_BLIND"]),
    models: [
      model(107, "PLI-FREE", "Free-hanging pleated blind"),
      model(108, "PLI-TENS", "Tensioned pleated blind"),
    ],
    ...made(["CUT", "ASM", "QC", "PACK", "DISP"], [300, 1800], [500, 2200]),
    slots: [slot("pleated-fabric", 1), slot("profile", 1, "Plissé profiel")],
    ...odds(2, 0),
  },
  {
    ...named("Vertical blind", "Vertical blinds", "Montage", [5, "VER", "VERTICAL_BLIND"]),
    models: [model(109, "VER-89", "Vertical blind 89 mm")],
    ...made(["CUT", "ASM", "QC", "PACK", "DISP"], [800, 4000], [1200, 3000]),
    slots: [slot("vertical-fabric", 1), slot("profile", 1, "Lamellen kopprofiel"), slot("chain", 1)],
    ...odds(1, 0),
  },
  {
    ...named("Curtain rail", "Rails", "Op maat zagen", [6, "RAIL", "CURTAIN_RAIL"]),
    models: [model(110, "RAIL-KS", "KS rail"), model(111, "RAIL-WAVE", "Wave rail")],
    ...made(["CUT", "ASM", "QC", "PACK", "DISP"], [800, 4400], null),
    slots: [slot("profile", 1, "Gordijnrail"), slot("gliders", 0.9)],
    ...odds(2, 0),
  },
];

/** The package a product of this width travels in. */
export function packageCodeFor(product: Product, width: number): PackageCode {
  if (product.product === "Curtain") return width > 3500 ? "BOX-L" : "BOX-M";
  if (product.product === "Pleated blind" && width <= 800) return "BOX-S";
  if (width <= 1400) return "TUBE-150";
  return width <= 2900 ? "TUBE-300" : "TUBE-450";
}

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

export const productList: readonly Product[] = [
  {
    product: "Curtain",
    productCategory: "Curtains",
    productionMethod: "Confectie",
    polygonType: { id: 1, code: "CUR", description: "Curtain", interfaceKey: "CURTAIN" },
    models: [model(101, "CUR-WAVE", "Wave curtain"), model(102, "CUR-PLEAT", "Double pleat curtain")],
    departments: ["CUT", "SEW", "QC", "PACK", "DISP"],
    width: [900, 6000],
    height: [1400, 3000],
    slots: [
      { category: "curtain-fabric", chance: 1 },
      { category: "lining", chance: 0.4 },
      { category: "heading-tape", chance: 0.8 },
    ],
    weight: 4,
    pairChance: 0.1,
  },
  {
    product: "Roman blind",
    productCategory: "Roman blinds",
    productionMethod: "Confectie en montage",
    polygonType: { id: 2, code: "ROM", description: "Roman blind", interfaceKey: "ROMAN_BLIND" },
    models: [model(103, "ROM-FLAT", "Flat roman blind"), model(104, "ROM-CASCADE", "Cascade roman blind")],
    departments: ["CUT", "SEW", "ASM", "QC", "PACK", "DISP"],
    width: [500, 2200],
    height: [800, 2400],
    slots: [
      { category: "curtain-fabric", chance: 1 },
      { category: "profile", chance: 1, family: "Vouwgordijnsysteem" },
      { category: "chain", chance: 0.7 },
    ],
    weight: 1.5,
    pairChance: 0,
  },
  {
    product: "Roller blind",
    productCategory: "Roller blinds",
    productionMethod: "Montage",
    polygonType: { id: 3, code: "ROL", description: "Roller blind", interfaceKey: "ROLLER_BLIND" },
    models: [
      model(105, "ROL-CHAIN", "Roller blind with chain"),
      model(106, "ROL-SPRING", "Roller blind with spring"),
    ],
    departments: ["CUT", "ASM", "QC", "PACK", "DISP"],
    width: [400, 2800],
    height: [800, 3000],
    slots: [
      { category: "roller-fabric", chance: 1 },
      { category: "profile", chance: 1, family: "Rolgordijnbuis" },
      { category: "chain", chance: 0.6 },
    ],
    weight: 3,
    pairChance: 0,
  },
  {
    product: "Pleated blind",
    productCategory: "Pleated blinds",
    productionMethod: "Montage",
    polygonType: { id: 4, code: "PLI", description: "Pleated blind", interfaceKey: "PLEATED_BLIND" },
    models: [
      model(107, "PLI-FREE", "Free-hanging pleated blind"),
      model(108, "PLI-TENS", "Tensioned pleated blind"),
    ],
    departments: ["CUT", "ASM", "QC", "PACK", "DISP"],
    width: [300, 1800],
    height: [500, 2200],
    slots: [
      { category: "pleated-fabric", chance: 1 },
      { category: "profile", chance: 1, family: "Plissé profiel" },
    ],
    weight: 2,
    pairChance: 0,
  },
  {
    product: "Vertical blind",
    productCategory: "Vertical blinds",
    productionMethod: "Montage",
    polygonType: { id: 5, code: "VER", description: "Vertical blind", interfaceKey: "VERTICAL_BLIND" },
    models: [model(109, "VER-89", "Vertical blind 89 mm")],
    departments: ["CUT", "ASM", "QC", "PACK", "DISP"],
    width: [800, 4000],
    height: [1200, 3000],
    slots: [
      { category: "vertical-fabric", chance: 1 },
      { category: "profile", chance: 1, family: "Lamellen kopprofiel" },
      { category: "chain", chance: 1 },
    ],
    weight: 1,
    pairChance: 0,
  },
  {
    product: "Curtain rail",
    productCategory: "Rails",
    productionMethod: "Op maat zagen",
    polygonType: { id: 6, code: "RAIL", description: "Curtain rail", interfaceKey: "CURTAIN_RAIL" },
    models: [model(110, "RAIL-KS", "KS rail"), model(111, "RAIL-WAVE", "Wave rail")],
    departments: ["CUT", "ASM", "QC", "PACK", "DISP"],
    width: [800, 4400],
    height: null,
    slots: [
      { category: "profile", chance: 1, family: "Gordijnrail" },
      { category: "gliders", chance: 0.9 },
    ],
    weight: 2,
    pairChance: 0,
  },
];

/** The package a product of this width travels in. */
export function packageCodeFor(product: Product, width: number): PackageCode {
  if (product.product === "Curtain") return width > 3500 ? "BOX-L" : "BOX-M";
  if (product.product === "Pleated blind" && width <= 800) return "BOX-S";
  if (width <= 1400) return "TUBE-150";
  return width <= 2900 ? "TUBE-300" : "TUBE-450";
}

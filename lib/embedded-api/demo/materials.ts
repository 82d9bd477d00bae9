// The demo material catalogue: fabrics, profiles, chains and small parts as a
// curtain and blind workshop buys them, each with a valid EAN-13 code.
import { makeEan13 } from "./ean";

export type MaterialCategory =
  | "curtain-fabric"
  | "lining"
  | "heading-tape"
  | "roller-fabric"
  | "pleated-fabric"
  | "vertical-fabric"
  | "profile"
  | "chain"
  | "gliders";

export type Material = {
  /** The CPQ material id. */
  id: number;
  name: string;
  category: MaterialCategory;
  supplier: string;
  supplierCode: string;
  color: string;
  eanCode: string;
  sbnId: number;
  sbnKey: string;
  /** Which side faces the room; only fabrics have one. */
  goodSide: string | null;
  /** "m" for goods cut from a roll, "st" for pieces. */
  unit: "m" | "st";
  unitPrice: number;
};

const suppliers = {
  DDT: "Dutch Decor Textiles",
  VW: "Vlaamse Weverij",
  TDB: "Texdecor Benelux",
  GB: "Gardinia Benelux",
  CT: "Coulisse Textiles",
  FB: "Forest Benelux",
} as const;

/** name, category, supplier, colours, price per unit, good side (fabrics only). */
type Family = [string, MaterialCategory, keyof typeof suppliers, string, number, string?];

/** Blackout and dim-out cloths hang with their coating to the window. */
const coatedSide = "Gecoate zijde naar het raam";

const families: readonly Family[] = [
  [
    "Velours Amsterdam",
    "curtain-fabric",
    "DDT",
    "Zand Antraciet Petrol Oker",
    38.5,
    "Glanszijde naar de kamer",
  ],
  ["Linnen Utrecht", "curtain-fabric", "DDT", "Naturel Ivoor Grijs", 29.9, "Gewassen zijde naar de kamer"],
  ["Voile Brugge", "curtain-fabric", "VW", "Wit Ecru Parel", 17.25, "Zoomzijde naar het raam"],
  ["Blackout Gent", "curtain-fabric", "VW", "Wit Taupe Nachtblauw", 33, coatedSide],
  ["Voering standaard", "lining", "TDB", "Wit Ecru", 8.95, "Satijnzijde naar het raam"],
  ["Plooiband 3-vouw", "heading-tape", "GB", "Wit", 2.4],
  ["Wave-band 80 mm", "heading-tape", "GB", "Transparant", 3.1],
  ["Screen 5%", "roller-fabric", "CT", "Wit Grijs Zwart", 21.5, "Grijze zijde naar buiten"],
  ["Rolgordijndoek verduisterend", "roller-fabric", "CT", "Wit Antraciet", 24.75, coatedSide],
  ["Plissé basic", "pleated-fabric", "TDB", "Wit Zand Grijs", 19.9, "Gemarkeerde zijde naar de kamer"],
  ["Plissé duette", "pleated-fabric", "TDB", "Wit Taupe", 34.5, "Honingraat open naar boven"],
  ["Lamel 89 mm", "vertical-fabric", "CT", "Wit Beige", 12.6, "Naad naar het raam"],
  ["Gordijnrail KS aluminium", "profile", "FB", "Wit Zilver Zwart", 14.3],
  ["Rolgordijnbuis 32 mm", "profile", "FB", "Aluminium", 9.8],
  ["Plissé profiel", "profile", "TDB", "Wit Antraciet", 11.2],
  ["Vouwgordijnsysteem", "profile", "FB", "Wit", 18.4],
  ["Lamellen kopprofiel", "profile", "CT", "Wit", 13.7],
  ["Kogelketting kunststof", "chain", "GB", "Wit Grijs", 2.95],
  ["Kogelketting metaal", "chain", "GB", "Zilver", 5.5],
  ["Glijders KS (50 st.)", "gliders", "FB", "Wit", 6.25],
];

const supplierKeys = Object.keys(suppliers);

function buildCatalogue(): Material[] {
  const materials: Material[] = [];
  for (const [name, category, supplier, colors, unitPrice, goodSide] of families) {
    const prefix = name
      .replace(/[^A-Za-z]/g, "")
      .slice(0, 4)
      .toUpperCase();
    for (const color of colors.split(" ")) {
      const index = materials.length + 1;
      const supplierCode = `${prefix}-${color.slice(0, 3).toUpperCase()}-${100 + index}`;
      materials.push({
        id: 30_000 + index,
        name: `${name} ${color.toLowerCase()}`,
        category,
        supplier: suppliers[supplier],
        supplierCode,
        color,
        // 87 = GS1 Netherlands; 12345 the (made-up) company prefix; then the item number.
        eanCode: makeEan13(`8712345${String(index).padStart(5, "0")}`),
        sbnId: 200_000 + index,
        sbnKey: `SBN${String(1 + supplierKeys.indexOf(supplier)).padStart(3, "0")}-${supplierCode}`,
        goodSide: goodSide ?? null,
        unit: category === "chain" || category === "gliders" ? "st" : "m",
        unitPrice,
      });
    }
  }
  return materials;
}

export const materialCatalogue: readonly Material[] = buildCatalogue();

const byCategory = new Map<MaterialCategory, Material[]>();
for (const material of materialCatalogue) {
  byCategory.set(material.category, [...(byCategory.get(material.category) ?? []), material]);
}

export function materialsOf(category: MaterialCategory): readonly Material[] {
  return byCategory.get(category) ?? [];
}

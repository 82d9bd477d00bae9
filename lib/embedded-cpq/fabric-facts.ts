// What a material's label says beyond the production data: its colour as an
// RGB value, composition, roll width, pattern repeat and washing symbols. Made
// up for the demo from the material's category and family name, the same way
// every time.

const colours: Record<string, string> = {
  wit: "#f4f2ec",
  ecru: "#ece3cc",
  ivoor: "#f1e9d2",
  parel: "#e6e1d8",
  naturel: "#d9ccb0",
  zand: "#cdb891",
  beige: "#d8c6a4",
  taupe: "#9a8a7a",
  oker: "#c8902e",
  petrol: "#1f5c66",
  antraciet: "#3b3f44",
  grijs: "#8d9096",
  zwart: "#1d1d1f",
  nachtblauw: "#1d2b4f",
  zilver: "#b9bcc2",
  aluminium: "#a8adb3",
  transparant: "#e9eef2",
};

/** The colour to draw a material in (grey for a colour name it does not know). */
export function colourHex(name: string | null | undefined): string {
  return colours[(name ?? "").toLowerCase()] ?? "#9aa0a6";
}

export type FabricFacts = {
  composition: string;
  /** Roll or slat width in mm; null for pieces. */
  width: number | null;
  patternLength: number;
  patternWidth: number;
  /** Grams per m² (fabrics) or per m (profiles). */
  weight: number | null;
  washingSymbols: string | null;
};

const noWash = null;

const byFamily: [prefix: string, facts: FabricFacts][] = [
  [
    "Velours",
    {
      composition: "100% polyester velours",
      width: 2800,
      patternLength: 0,
      patternWidth: 0,
      weight: 410,
      washingSymbols: "30° delicate; no bleach; do not tumble dry; iron low",
    },
  ],
  [
    "Linnen",
    {
      composition: "55% linen, 45% cotton",
      width: 2800,
      patternLength: 0,
      patternWidth: 0,
      weight: 260,
      washingSymbols: "30° delicate; no bleach; iron medium",
    },
  ],
  [
    "Voile",
    {
      composition: "100% Trevira CS",
      width: 3000,
      patternLength: 0,
      patternWidth: 0,
      weight: 95,
      washingSymbols: "40° delicate; no bleach; do not tumble dry",
    },
  ],
  [
    "Blackout",
    {
      composition: "100% polyester, acrylic coated",
      width: 2800,
      patternLength: 0,
      patternWidth: 0,
      weight: 380,
      washingSymbols: "dry clean only",
    },
  ],
  [
    "Voering",
    {
      composition: "65% polyester, 35% cotton",
      width: 2800,
      patternLength: 0,
      patternWidth: 0,
      weight: 140,
      washingSymbols: "40°; no bleach; iron medium",
    },
  ],
  [
    "Plooiband",
    {
      composition: "100% polyester",
      width: 75,
      patternLength: 0,
      patternWidth: 0,
      weight: null,
      washingSymbols: "40°",
    },
  ],
  [
    "Wave-band",
    {
      composition: "100% polyester",
      width: 80,
      patternLength: 80,
      patternWidth: 0,
      weight: null,
      washingSymbols: "40°",
    },
  ],
  [
    "Screen",
    {
      composition: "30% polyester, 70% PVC",
      width: 2500,
      patternLength: 0,
      patternWidth: 0,
      weight: 410,
      washingSymbols: "wipe with a damp cloth",
    },
  ],
  [
    "Rolgordijndoek",
    {
      composition: "100% polyester, blackout coated",
      width: 2400,
      patternLength: 0,
      patternWidth: 0,
      weight: 330,
      washingSymbols: "wipe with a damp cloth",
    },
  ],
  [
    "Plissé basic",
    {
      composition: "100% polyester",
      width: 2200,
      patternLength: 20,
      patternWidth: 0,
      weight: 90,
      washingSymbols: "dust with a soft brush",
    },
  ],
  [
    "Plissé duette",
    {
      composition: "100% polyester honeycomb",
      width: 2200,
      patternLength: 25,
      patternWidth: 0,
      weight: 120,
      washingSymbols: "dust with a soft brush",
    },
  ],
  [
    "Lamel",
    {
      composition: "100% polyester, stiffened",
      width: 89,
      patternLength: 0,
      patternWidth: 0,
      weight: 220,
      washingSymbols: "wipe with a damp cloth",
    },
  ],
];

const byCategory: Record<string, FabricFacts> = {
  profile: {
    composition: "aluminium, powder coated",
    width: null,
    patternLength: 0,
    patternWidth: 0,
    weight: 420,
    washingSymbols: noWash,
  },
  chain: {
    composition: "polyester cord",
    width: null,
    patternLength: 0,
    patternWidth: 0,
    weight: null,
    washingSymbols: noWash,
  },
  gliders: {
    composition: "polyacetal",
    width: null,
    patternLength: 0,
    patternWidth: 0,
    weight: null,
    washingSymbols: noWash,
  },
};

const unknownFacts: FabricFacts = {
  composition: "not given",
  width: null,
  patternLength: 0,
  patternWidth: 0,
  weight: null,
  washingSymbols: noWash,
};

export function fabricFactsOf(name: string, category: string | null): FabricFacts {
  if (name.startsWith("Kogelketting metaal"))
    return { ...byCategory.chain!, composition: "nickel-plated steel" };
  const family = byFamily.find(([prefix]) => name.startsWith(prefix));
  return family?.[1] ?? byCategory[category ?? ""] ?? unknownFacts;
}

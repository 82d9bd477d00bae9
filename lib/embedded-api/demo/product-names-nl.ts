// The Dutch names of the demo workshop's product types (products.ts: each
// product and each of its models, as the order specs name them). Kept at the
// first start of a new demo database (lib/workflow/product-names.ts), so a
// Dutch employee sees Dutch at once; an admin changes them at /admin/product-names.
export const demoProductNamesNl: Readonly<Record<string, string>> = {
  Curtain: "Gordijn",
  "Wave curtain": "Wavegordijn",
  "Double pleat curtain": "Dubbele plooi gordijn",
  "Roman blind": "Vouwgordijn",
  "Flat roman blind": "Vlak vouwgordijn",
  "Cascade roman blind": "Cascade vouwgordijn",
  "Roller blind": "Rolgordijn",
  "Roller blind with chain": "Rolgordijn met ketting",
  "Roller blind with spring": "Rolgordijn met veer",
  "Pleated blind": "Plissé",
  "Free-hanging pleated blind": "Vrijhangend plissé",
  "Tensioned pleated blind": "Gespannen plissé",
  "Vertical blind": "Lamellen",
  "Vertical blind 89 mm": "Lamellen 89 mm",
  "Curtain rail": "Gordijnrail",
  "KS rail": "KS-rail",
  "Wave rail": "Waverail",
};

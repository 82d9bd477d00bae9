// The demo reason codes of a curtain and blind workshop, loaded once when the
// catalogue is first read (an admin changes them at /admin/reasons).
import type { ReasonKind } from "./schemas";

type Seed = { kind: ReasonKind; code: string; labelEn: string; labelNl: string; sortOrder: number };

const of = (kind: ReasonKind, rows: [string, string, string][]): Seed[] =>
  rows.map(([code, labelEn, labelNl], index) => ({ kind, code, labelEn, labelNl, sortOrder: index * 10 }));

export const defaultReasons: Seed[] = [
  ...of("problem", [
    ["wrong-measurement", "Wrong measurement", "Verkeerde maat"],
    ["fabric-flaw", "Fabric flaw", "Stoffout"],
    ["colour-differs", "Colour differs", "Kleur wijkt af"],
    ["machine-fault", "Machine fault", "Machinestoring"],
    ["missing-part", "Missing part", "Onderdeel ontbreekt"],
    ["unclear-order", "Order unclear", "Order onduidelijk"],
  ]),
  ...of("material-defect", [
    ["fabric-flaw", "Fabric flaw", "Stoffout"],
    ["stain", "Stain or dirt", "Vlek of vuil"],
    ["colour-differs", "Colour differs from sample", "Kleur wijkt af van staal"],
    ["roll-damaged", "Roll damaged", "Rol beschadigd"],
    ["too-short", "Roll too short", "Rol te kort"],
  ]),
  ...of("unmatch", [
    ["wrong-roll", "Wrong roll scanned", "Verkeerde rol gescand"],
    ["roll-defect", "Roll has a defect", "Rol heeft een fout"],
    ["not-enough", "Not enough on the roll", "Te weinig op de rol"],
    ["other-lot", "Other dye lot needed", "Andere verfpartij nodig"],
  ]),
  ...of("undo", [
    ["wrong-scan", "Scanned the wrong label", "Verkeerd label gescand"],
    ["wrong-package", "Wrong package", "Verkeerd pakket"],
    ["not-ready", "Not ready yet", "Nog niet klaar"],
  ]),
  ...of("scrap", [
    ["cut-wrong", "Cut to the wrong size", "Verkeerd op maat gesneden"],
    ["fabric-flaw", "Fabric flaw", "Stoffout"],
    ["sewing-damage", "Damaged while sewing", "Beschadigd bij naaien"],
    ["machine-fault", "Machine fault", "Machinestoring"],
    ["dirty", "Soiled", "Vervuild"],
  ]),
  ...qualityReasons(),
];

/** A failed quality check's reasons (docs/quality.md); kept also in a database seeded before they existed. */
export function qualityReasons(): Seed[] {
  return of("quality", [
    ["too-short", "Too short", "Te kort"],
    ["too-long", "Too long", "Te lang"],
    ["too-narrow", "Too narrow", "Te smal"],
    ["too-wide", "Too wide", "Te breed"],
    ["seam-crooked", "Seam or hem crooked", "Naad of zoom scheef"],
    ["soiled", "Soiled or damaged", "Vervuild of beschadigd"],
  ]);
}

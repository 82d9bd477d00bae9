"use client";
// The CPQ's own words in the employee's language. The CPQ answers in English
// whatever the employee's language: its print-data labels, its material roles
// (interface keys such as "curtain-fabric") and the phrases it builds into
// documents and compositions. The words the app knows go through the catalogue
// ("cpq.terms"); anything else (a model's or a customer's words) stays as written.
import { useTranslations } from "next-intl";
import type { Messages } from "@/lib/i18n/messages";

export type TermKey = keyof Messages["cpq"]["terms"];

/** Whole texts: a print-data label or a material role. */
const wholeTexts = new Map<string, TermKey>([
  ["Model", "model"],
  ["Width", "width"],
  ["Height", "height"],
  ["Parts", "parts"],
  ["Room", "room"],
  ["Fabric", "fabric"],
  ["Colour", "colour"],
  ["Good side", "goodSide"],
  ["Production method", "productionMethod"],
  ["curtain-fabric", "curtainFabric"],
  ["lining", "lining"],
  ["heading-tape", "headingTape"],
  ["profile", "profile"],
  ["chain", "chain"],
  ["gliders", "gliders"],
  ["roller-fabric", "rollerFabric"],
  ["pleated-fabric", "pleatedFabric"],
  ["vertical-fabric", "verticalFabric"],
  ["Roll goods", "rollGoods"],
  ["Piece goods", "pieceGoods"],
  ["Documentation", "documentation"],
  ["Picture", "picture"],
  ["Product", "product"],
]);

/** Phrases inside a longer text (a document's description, a composition, a value). */
const phrases: [RegExp, TermKey][] = [
  [/\bmaking-up sheet\b/g, "makingUpSheet"],
  [/\(pair\)/g, "pair"],
  [/\bnot given\b/g, "notGiven"],
  [/\bnickel-plated steel\b/g, "nickelPlatedSteel"],
  [/\bacrylic coated\b/g, "acrylicCoated"],
  [/\bblackout coated\b/g, "blackoutCoated"],
  [/\bpowder coated\b/g, "powderCoated"],
  [/\bstiffened\b/g, "stiffened"],
  [/\bhoneycomb\b/g, "honeycomb"],
  [/\bcord\b/g, "cord"],
  [/\bcotton\b/g, "cotton"],
  [/\blinen\b/g, "linen"],
];

/** A CPQ text in the language of `term` (the catalogue's "cpq.terms" translator). */
export function cpqText(text: string, term: (key: TermKey) => string): string {
  const whole = wholeTexts.get(text);
  if (whole) return term(whole);
  return phrases.reduce((out, [pattern, key]) => out.replace(pattern, () => term(key)), text);
}

export function useCpqTerms(): (text: string) => string {
  const t = useTranslations("cpq.terms");
  return (text) => cpqText(text, (key) => t(key));
}

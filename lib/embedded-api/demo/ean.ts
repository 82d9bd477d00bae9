// EAN-13 codes of the demo materials: scanning a material label must find a
// valid code, so every code carries its real GS1 check digit. The check-digit
// rule itself lives with the scanner grammar (lib/scan/gtin.ts).
export { eanCheckDigit, isValidEan13, makeEan13 } from "@/lib/scan/gtin";

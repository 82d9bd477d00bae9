// Barcodes of the demo polygon packages: "PK", ten digits and a check letter.
// The letter makes them never a valid EAN-13 (a material) and the two-letter
// prefix never a "P" + digits code; they differ from the "PP" codes the API
// generates, so later packages never collide with demo ones.

export function demoPackageBarcode(id: number): string {
  const digits = String(id).padStart(10, "0");
  const weighted = [...digits].reduce((sum, digit, index) => sum + Number(digit) * (index + 3), 0);
  return `PK${digits}${String.fromCharCode(65 + (weighted % 26))}`;
}

// EAN-13 codes of the demo materials: scanning a material label must find a
// valid code, so every code carries its real GS1 check digit.

/** The check digit of a 12-digit EAN-13 body (GS1: weights 1,3,1,3,… from the left). */
export function eanCheckDigit(body: string): number {
  if (!/^\d{12}$/.test(body)) throw new Error(`an EAN-13 body has 12 digits, not "${body}"`);
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** The full 13-digit code for a 12-digit body. */
export function makeEan13(body: string): string {
  return `${body}${eanCheckDigit(body)}`;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && eanCheckDigit(code.slice(0, 12)) === Number(code[12]);
}

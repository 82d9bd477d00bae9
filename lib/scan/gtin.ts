// GS1 check digits of GTIN codes (EAN-8, UPC-A, EAN-13, GTIN-14): one
// implementation for the scanner grammar and the demo material codes.

/**
 * The check digit of a GTIN body (the code without its last digit). GS1
 * weights the digits 3, 1, 3, … counted from the right, so one rule serves
 * every length.
 */
export function gtinCheckDigit(body: string): number {
  if (!/^\d+$/.test(body)) throw new Error(`a GTIN body has digits only, not "${body}"`);
  let sum = 0;
  for (let fromRight = 0; fromRight < body.length; fromRight += 1) {
    const digit = Number(body[body.length - 1 - fromRight]);
    sum += digit * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the code is digits only, of one of the lengths, with a correct check digit. */
export function hasValidGtinCheckDigit(code: string, lengths: readonly number[] = [8, 12, 13, 14]): boolean {
  if (!/^\d+$/.test(code) || !lengths.includes(code.length)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** The check digit of a 12-digit EAN-13 body. */
export function eanCheckDigit(body: string): number {
  if (!/^\d{12}$/.test(body)) throw new Error(`an EAN-13 body has 12 digits, not "${body}"`);
  return gtinCheckDigit(body);
}

/** The full 13-digit code for a 12-digit body. */
export function makeEan13(body: string): string {
  return `${body}${eanCheckDigit(body)}`;
}

export function isValidEan13(code: string): boolean {
  return hasValidGtinCheckDigit(code, [13]);
}

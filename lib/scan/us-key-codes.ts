// The character a US keyboard makes for a physical key (KeyboardEvent.code).
// Hand scanners in keyboard mode send US key positions; reading the position
// instead of the tablet's character keeps codes right under AZERTY or QWERTZ.

const shiftedDigits = [")", "!", "@", "#", "$", "%", "^", "&", "*", "("] as const;

const punctuation: Record<string, readonly [plain: string, shifted: string]> = {
  Backquote: ["`", "~"],
  Minus: ["-", "_"],
  Equal: ["=", "+"],
  BracketLeft: ["[", "{"],
  BracketRight: ["]", "}"],
  Backslash: ["\\", "|"],
  Semicolon: [";", ":"],
  Quote: ["'", '"'],
  Comma: [",", "<"],
  Period: [".", ">"],
  Slash: ["/", "?"],
  Space: [" ", " "],
};

const numpad: Record<string, string> = {
  NumpadDecimal: ".",
  NumpadAdd: "+",
  NumpadSubtract: "-",
  NumpadMultiply: "*",
  NumpadDivide: "/",
  NumpadComma: ",",
  NumpadEqual: "=",
};

/** The US-layout character of a physical key, or null for keys that make none (Enter, arrows, Shift…). */
export function usCharacterOf(code: string, shiftKey: boolean): string | null {
  const letter = /^Key([A-Z])$/.exec(code)?.[1];
  if (letter) return shiftKey ? letter : letter.toLowerCase();
  const digit = /^Digit(\d)$/.exec(code)?.[1];
  if (digit) return shiftKey ? shiftedDigits[Number(digit)]! : digit;
  const numpadDigit = /^Numpad(\d)$/.exec(code)?.[1];
  if (numpadDigit) return numpadDigit;
  if (code in numpad) return numpad[code]!;
  const pair = punctuation[code];
  if (pair) return shiftKey ? pair[1] : pair[0];
  return null;
}

// What one key event of a hand scanner means, before the wedge decoder times
// it: a character, the GS1 group separator (GS, ASCII 29), the end of a scan
// (CR, LF, Tab), a digit of a Windows Alt code, or a shortcut that breaks a
// burst. Scanners send GS in several ways (none of which types a character in
// a browser): Ctrl+] (the ASCII control key for 29), Alt+0029 on the numpad,
// or a key the scanner is set to send instead, named in the device's settings.
import { usCharacterOf } from "./us-key-codes";

export const gsCharacter = "\u001d";

export type WedgeKeyEvent = {
  code: string;
  key: string;
  shiftKey: boolean;
  timeStamp: number;
  /** When the page took the key (performance.now() in its listener); timeStamp when not known. */
  seenAt?: number;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  repeat?: boolean;
  isComposing?: boolean;
};

export type KeyMeaning =
  | { type: "modifier" }
  | { type: "character"; char: string }
  | { type: "terminator" }
  | { type: "alt-digit"; digit: string }
  /** A shortcut, a held key, or a key that types nothing (arrows, F-keys): not a scanner. */
  | { type: "breaks-burst" };

export type KeyOptions = {
  readKeysBy: "physical-key" | "character";
  /** A key (KeyboardEvent.key or .code) this scanner sends for GS, e.g. "F8"; "" for none. */
  groupSeparatorKey: string;
};

const modifierKeys = new Set(["Shift", "Control", "Alt", "AltGraph", "Meta", "CapsLock", "NumLock", "Fn"]);
const enterCodes = new Set(["Enter", "NumpadEnter"]);

/** Ctrl + a key: the ASCII control characters scanners send (Ctrl+] GS, Ctrl+M CR, Ctrl+J LF). */
const controlKeys: Record<string, KeyMeaning> = {
  BracketRight: { type: "character", char: gsCharacter },
  KeyM: { type: "terminator" },
  KeyJ: { type: "terminator" },
};

/** The character of an Alt code (Alt+0029 is GS), or a terminator for CR and LF. */
export function altCodeMeaning(digits: string): KeyMeaning {
  const value = Number(digits);
  if (value === 13 || value === 10) return { type: "terminator" };
  if (!digits || value < 1 || value > 255) return { type: "breaks-burst" };
  return { type: "character", char: String.fromCharCode(value) };
}

/**
 * Whether a key is shifted. A character that a US keyboard makes on that key
 * with Shift says so itself (some input sources send "#" or "P" without a
 * Shift flag); a letter's case is the one the tablet typed (it knows Caps
 * Lock); otherwise (another layout's character) the Shift flag decides.
 */
function isShifted(event: WedgeKeyEvent): boolean {
  if (event.key === usCharacterOf(event.code, true)) return true;
  const isCasedLetter = event.key.length === 1 && event.key.toLowerCase() !== event.key.toUpperCase();
  return isCasedLetter && /^Key[A-Z]$/.test(event.code)
    ? event.key === event.key.toUpperCase()
    : event.shiftKey;
}

export function meaningOfKey(event: WedgeKeyEvent, options: KeyOptions): KeyMeaning {
  if (modifierKeys.has(event.key)) return { type: "modifier" };
  if (event.isComposing || event.repeat || event.metaKey) return { type: "breaks-burst" };
  const named = options.groupSeparatorKey;
  if (named && (event.key === named || event.code === named)) return { type: "character", char: gsCharacter };
  if (event.key === gsCharacter) return { type: "character", char: gsCharacter };
  if (event.ctrlKey && !event.altKey) return controlKeys[event.code] ?? { type: "breaks-burst" };
  if (event.altKey && !event.ctrlKey) {
    const digit = /^Numpad(\d)$/.exec(event.code)?.[1];
    return digit === undefined ? { type: "breaks-burst" } : { type: "alt-digit", digit };
  }
  if (event.ctrlKey || event.altKey) return { type: "breaks-burst" };
  const isTab = event.code === "Tab" || event.key === "Tab";
  if (isTab) return event.shiftKey ? { type: "breaks-burst" } : { type: "terminator" };
  if (enterCodes.has(event.code) || event.key === "Enter") return { type: "terminator" };
  if (options.readKeysBy === "physical-key") {
    const fromCode = usCharacterOf(event.code, isShifted(event));
    if (fromCode !== null) return { type: "character", char: fromCode };
  }
  // Keys without a known code (some virtual keyboards send none) fall back to the character.
  return event.key.length === 1 ? { type: "character", char: event.key } : { type: "breaks-burst" };
}

// Tells a keyboard-wedge scanner from a person typing. A scanner "types" a
// code in a burst (a few ms per key) and ends it with Enter or Tab; people
// type slower. Pure: fed key events with their time stamps, it answers what
// each key was, so the page-wide listener decides what to let through.
import { usCharacterOf } from "./us-key-codes";

/** What the decoder needs of a KeyboardEvent (a real one fits). */
export type WedgeKeyEvent = {
  code: string;
  key: string;
  shiftKey: boolean;
  timeStamp: number;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  repeat?: boolean;
  isComposing?: boolean;
};

export type WedgeOptions = {
  /** Longest average time between the keys of a scan (terminator included). */
  maxInterKeyMs: number;
  /** Fewest characters of a scan (prefix and suffix included). */
  minLength: number;
  prefix: string;
  suffix: string;
  /** "physical-key": US characters from KeyboardEvent.code; "character": KeyboardEvent.key. */
  readKeysBy: "physical-key" | "character";
  /**
   * One gap may be up to this many times maxInterKeyMs (Bluetooth scanners
   * and busy tablets stutter); a longer pause starts over. Default 3.
   */
  gapToleranceFactor?: number;
};

export type ScanTiming = { keys: number; averageGapMs: number; longestGapMs: number };

export type WedgeStep =
  /** A key that is neither a character nor a terminator (Shift, arrows…), or a shortcut. */
  | { type: "ignored" }
  /** A character; `position` 1 starts a new possible scan; `isBurst` once it looks like a scanner. */
  | { type: "character"; char: string; position: number; isBurst: boolean }
  /** Enter or Tab ending a burst: a scan (prefix and suffix removed). */
  | { type: "scan"; code: string; timing: ScanTiming }
  /** Enter or Tab after typing, or after a burst that is not a valid scan. */
  | { type: "not-a-scan" };

const modifierKeys = new Set(["Shift", "Control", "Alt", "AltGraph", "Meta", "CapsLock", "NumLock", "Fn"]);
const enterCodes = new Set(["Enter", "NumpadEnter"]);

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

export type WedgeDecoder = {
  feed: (event: WedgeKeyEvent) => WedgeStep;
  reset: () => void;
};

export function createWedgeDecoder(options: WedgeOptions): WedgeDecoder {
  const maxGapMs = options.maxInterKeyMs * (options.gapToleranceFactor ?? 3);
  let buffer = "";
  let firstAt = 0;
  let lastAt = 0;
  let longestGapMs = 0;

  const reset = () => {
    buffer = "";
    longestGapMs = 0;
  };
  const averageGapTo = (now: number, keys: number) => (keys > 1 ? (now - firstAt) / (keys - 1) : 0);

  const characterOf = (event: WedgeKeyEvent): string | null => {
    if (options.readKeysBy === "physical-key") {
      const fromCode = usCharacterOf(event.code, isShifted(event));
      if (fromCode !== null) return fromCode;
    }
    // Keys without a known code (some virtual keyboards send none) fall back to the character.
    return event.key.length === 1 ? event.key : null;
  };

  const finish = (now: number): WedgeStep => {
    const keys = buffer.length + 1; // the terminator is timed like a key
    const gap = now - lastAt;
    const longest = Math.max(longestGapMs, gap);
    const averageGapMs = averageGapTo(now, keys);
    const scanned = buffer;
    reset();
    if (!scanned || scanned.length < options.minLength) return { type: "not-a-scan" };
    if (longest > maxGapMs || averageGapMs > options.maxInterKeyMs) return { type: "not-a-scan" };
    if (!scanned.startsWith(options.prefix) || !scanned.endsWith(options.suffix))
      return { type: "not-a-scan" };
    const code = scanned.slice(options.prefix.length, scanned.length - options.suffix.length);
    if (!code) return { type: "not-a-scan" };
    return { type: "scan", code, timing: { keys, averageGapMs, longestGapMs: longest } };
  };

  const feed = (event: WedgeKeyEvent): WedgeStep => {
    if (modifierKeys.has(event.key)) return { type: "ignored" };
    if (event.isComposing || event.repeat || event.ctrlKey || event.altKey || event.metaKey) {
      reset();
      return { type: "ignored" };
    }
    const now = event.timeStamp;
    const isTab = event.code === "Tab" || event.key === "Tab";
    if (isTab ? !event.shiftKey : enterCodes.has(event.code) || event.key === "Enter") {
      return buffer ? finish(now) : { type: "not-a-scan" };
    }
    const char = characterOf(event);
    if (char === null) {
      reset();
      return { type: "ignored" };
    }
    if (buffer && now - lastAt > maxGapMs) reset();
    if (!buffer) firstAt = now;
    else longestGapMs = Math.max(longestGapMs, now - lastAt);
    buffer += char;
    lastAt = now;
    const isBurst = buffer.length >= 2 && averageGapTo(now, buffer.length) <= options.maxInterKeyMs;
    return { type: "character", char, position: buffer.length, isBurst };
  };

  return { feed, reset };
}

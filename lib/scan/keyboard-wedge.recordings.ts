// The key sequences hand scanners send, as a browser records them (keydown
// and keyup with code, key, modifiers and time stamps), each with the scans
// that must come out: the test table of keyboard-wedge.test.ts. Written with
// a few helpers so each line reads like the scanner's output; the helpers
// make exactly the events a US-layout scanner emulation sends (Shift pressed
// around a capital, one keydown/keyup per character).
import type { WedgeOptions } from "./keyboard-wedge";
import type { WedgeKeyEvent } from "./wedge-keys";

export type RecordedKey = WedgeKeyEvent & { type: "keydown" | "keyup" };
type Part = string | ((at: number) => RecordedKey[]) | { pauseMs: number };
export type WedgeRecording = {
  name: string;
  settings?: Partial<WedgeOptions>;
  keys: RecordedKey[];
  /** The codes that must come out, in order (GS as \u001d). */
  scans: string[];
  /** How many terminators belong to a scan already made (the LF of CR LF, an Enter after a suffix). */
  endsOfScan?: number;
};

const GS = "\u001d";
const shifted = '~!@#$%^&*()_+{}|:"<>?';
const plain = "`1234567890-=[]\\;',./";
const punctuationCodes = [
  "Backquote",
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 0].map((d) => `Digit${d}`),
  "Minus",
  "Equal",
].concat(["BracketLeft", "BracketRight", "Backslash", "Semicolon", "Quote", "Comma", "Period", "Slash"]);

function usKey(char: string): { code: string; isShifted: boolean } {
  if (/[a-z]/.test(char)) return { code: `Key${char.toUpperCase()}`, isShifted: false };
  if (/[A-Z]/.test(char)) return { code: `Key${char}`, isShifted: true };
  if (char === " ") return { code: "Space", isShifted: false };
  const index = plain.indexOf(char);
  if (index >= 0) return { code: punctuationCodes[index]!, isShifted: false };
  const shiftedIndex = shifted.indexOf(char);
  if (shiftedIndex >= 0) return { code: punctuationCodes[shiftedIndex]!, isShifted: true };
  throw new Error(`no US key for ${JSON.stringify(char)}`);
}

const event = (type: RecordedKey["type"], code: string, key: string, timeStamp: number, mods = {}) =>
  ({ type, code, key, shiftKey: false, timeStamp, ...mods }) as RecordedKey;

/** One key pressed and released (with modifiers held); `at` is its keydown. */
const press =
  (code: string, key: string, mods: Partial<WedgeKeyEvent> = {}) =>
  (at: number): RecordedKey[] => [
    event("keydown", code, key, at, mods),
    event("keyup", code, key, at + 1, mods),
  ];

export const enter = press("Enter", "Enter");
export const tab = press("Tab", "Tab");
/** GS as the ASCII control key: Ctrl+] (what Chromium reports: code BracketRight, key "]"). */
export const ctrlBracket = (at: number) => [
  event("keydown", "ControlLeft", "Control", at, { ctrlKey: true }),
  ...press("BracketRight", "]", { ctrlKey: true })(at),
  event("keyup", "ControlLeft", "Control", at + 2),
];
export const ctrlJ = press("KeyJ", "j", { ctrlKey: true }); // LF
export const ctrlM = press("KeyM", "m", { ctrlKey: true }); // CR
/** A Windows Alt code on the numpad (Alt+0029 is GS); the character comes on Alt's release. */
export const altCode = (digits: string) => (at: number) => [
  event("keydown", "AltLeft", "Alt", at, { altKey: true }),
  ...[...digits].flatMap((digit, index) => press(`Numpad${digit}`, digit, { altKey: true })(at + index)),
  event("keyup", "AltLeft", "Alt", at + digits.length),
];

/** A scanner's output: text typed key by key `gapMs` apart, special keys and pauses between. */
export function scanner(gapMs: number, ...parts: Part[]): RecordedKey[] {
  const keys: RecordedKey[] = [];
  let at = 1000;
  for (const part of parts) {
    if (typeof part === "object") {
      at += part.pauseMs;
      continue;
    }
    const presses = typeof part === "string" ? [...part].map(typeCharacter) : [part];
    for (const pressAt of presses) {
      const pressed = pressAt(at);
      keys.push(...pressed);
      // The next key comes `gapMs` after this one's keydown, or after its last event (an Alt code's).
      at = Math.max(at + gapMs, pressed.at(-1)!.timeStamp + gapMs - 1);
    }
  }
  return keys;
}

function typeCharacter(char: string) {
  const { code, isShifted } = usKey(char);
  if (!isShifted) return press(code, char);
  return (at: number) => [
    event("keydown", "ShiftLeft", "Shift", at, { shiftKey: true }),
    ...press(code, char, { shiftKey: true })(at),
    event("keyup", "ShiftLeft", "Shift", at + 2),
  ];
}

const gtin = "0108712345000165";

export const wedgeRecordings: WedgeRecording[] = [
  {
    name: "our Code 128 package label, Enter",
    keys: scanner(4, "PK0000000042X", enter),
    scans: ["PK0000000042X"],
  },
  {
    name: "GS1-128 with AIM ]C1, GS as Ctrl+]",
    keys: scanner(4, `]C1${gtin}10LOT42`, ctrlBracket, "3712", enter),
    scans: [`]C1${gtin}10LOT42${GS}3712`],
  },
  {
    name: "GS1 DataMatrix ]d2, GS as Alt+0029 on the numpad",
    keys: scanner(3, `]d2${gtin}10LOT42`, altCode("0029"), "17260600", enter),
    scans: [`]d2${gtin}10LOT42${GS}17260600`],
  },
  {
    name: "GS sent as a key the device setting names (F8)",
    settings: { groupSeparatorKey: "F8" },
    keys: scanner(4, `${gtin}10LOT42`, press("F8", "F8"), "3712", enter),
    scans: [`${gtin}10LOT42${GS}3712`],
  },
  {
    name: "NumLock off: GS arrives as Tab, set as the GS key; Enter ends",
    settings: { groupSeparatorKey: "Tab" },
    keys: scanner(4, `${gtin}10LOT42`, tab, "3712", enter),
    scans: [`${gtin}10LOT42${GS}3712`],
  },
  {
    name: "GS as the text '<GS>' the scanner is set to send",
    settings: { groupSeparatorText: "<GS>" },
    keys: scanner(4, `]C1${gtin}10LOT42<GS>3712`, enter),
    scans: [`]C1${gtin}10LOT42${GS}3712`],
  },
  {
    name: "GS as '~'",
    settings: { groupSeparatorText: "~" },
    keys: scanner(4, `${gtin}10A1~3712`, enter),
    scans: [`${gtin}10A1${GS}3712`],
  },
  { name: "ends in Tab", keys: scanner(4, "4006381333931", tab), scans: ["4006381333931"] },
  { name: "ends in LF (Ctrl+J)", keys: scanner(4, "P4711", ctrlJ), scans: ["P4711"] },
  { name: "ends in CR (Ctrl+M)", keys: scanner(4, "P4711", ctrlM), scans: ["P4711"] },
  {
    name: "CR LF: the LF belongs to the scan",
    keys: scanner(4, "PK0000000042X", enter, ctrlJ),
    scans: ["PK0000000042X"],
    endsOfScan: 1,
  },
  { name: "ends in CR as Alt+013", keys: scanner(4, "P4711", altCode("013")), scans: ["P4711"] },
  {
    name: "ends in a configured suffix, no Enter",
    settings: { suffix: "#", suffixEndsScan: true },
    keys: scanner(4, "PK0000000042X#", "P4711#"),
    scans: ["PK0000000042X", "P4711"],
  },
  {
    name: "a suffix that ends the scan, then the scanner's Enter",
    settings: { suffix: "#", suffixEndsScan: true },
    keys: scanner(4, "PK0000000042X#", enter),
    scans: ["PK0000000042X"],
    endsOfScan: 1,
  },
  {
    name: "a busy tablet stalls 250 ms inside a scan: joined",
    keys: scanner(4, `]C1${gtin}`, { pauseMs: 250 }, "10LOT42", enter),
    scans: [`]C1${gtin}10LOT42`],
  },
  {
    name: "two codes in one burst",
    keys: scanner(3, "PK0000000042X", enter, "P4711", enter),
    scans: ["PK0000000042X", "P4711"],
  },
  {
    name: "two codes in one burst, Tab between",
    keys: scanner(3, `]E04006381333931`, tab, "PK0000000099Z", tab),
    scans: ["]E04006381333931", "PK0000000099Z"],
  },
  {
    name: "a starved tablet stalls 800 ms right after the first two keys: joined, not cut",
    keys: scanner(4, "PK", { pauseMs: 800 }, "0000000310P", enter),
    scans: ["PK0000000310P"],
  },
  {
    name: "a pause of two seconds is no stall: the second part alone is the scan",
    keys: scanner(4, "PK00000", { pauseMs: 2000 }, "00042X", enter),
    scans: ["00042X"],
  },
  { name: "a person typing (150 ms a key) is no scan", keys: scanner(150, "PK42 note", enter), scans: [] },
  {
    name: "a short burst before a stall is the scan's first keys: joined",
    keys: scanner(4, "P4", { pauseMs: 250 }, "711", enter),
    scans: ["P4711"],
  },
];

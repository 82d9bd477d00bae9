// A hand scanner in keyboard mode, as Chromium receives it: every key of the
// code sent at once over the DevTools protocol (Input.dispatchKeyEvent), so
// the keys arrive a few ms apart, as a scanner sends them. Playwright's
// keyboard.type waits for each key's round trip: on a loaded machine its
// "burst" slows to a person's typing, which the station rightly ignores.
import type { CDPSession, Page } from "@playwright/test";

type KeyEvent = {
  type: "keyDown" | "keyUp" | "rawKeyDown";
  key: string;
  code: string;
  windowsVirtualKeyCode: number;
  modifiers: number;
  text?: string;
  /** When the key was made, in seconds since 1970 (the browser's own time of arrival when absent). */
  timestamp?: number;
};

const shiftModifier = 8;
const controlModifier = 2;

/** The US keys of the printable characters that are not letters or digits: [code, virtual key, shifted]. */
const usKeys: [code: string, virtualKey: number, plain: string, shifted: string][] = [
  ["Digit1", 49, "1", "!"],
  ["Digit2", 50, "2", "@"],
  ["Digit3", 51, "3", "#"],
  ["Digit4", 52, "4", "$"],
  ["Digit5", 53, "5", "%"],
  ["Digit6", 54, "6", "^"],
  ["Digit7", 55, "7", "&"],
  ["Digit8", 56, "8", "*"],
  ["Digit9", 57, "9", "("],
  ["Digit0", 48, "0", ")"],
  ["Backquote", 192, "`", "~"],
  ["Minus", 189, "-", "_"],
  ["Equal", 187, "=", "+"],
  ["BracketLeft", 219, "[", "{"],
  ["BracketRight", 221, "]", "}"],
  ["Backslash", 220, "\\", "|"],
  ["Semicolon", 186, ";", ":"],
  ["Quote", 222, "'", '"'],
  ["Comma", 188, ",", "<"],
  ["Period", 190, ".", ">"],
  ["Slash", 191, "/", "?"],
  ["Space", 32, " ", " "],
];
const punctuation = new Map<string, [code: string, virtualKey: number, shifted: boolean]>(
  usKeys.flatMap(([code, virtualKey, plain, shifted]) => [
    [shifted, [code, virtualKey, true]] as const,
    [plain, [code, virtualKey, false]] as const,
  ]),
);

/** The key a US keyboard presses for a character (scanners send US key positions). */
function keyOf(char: string): { code: string; virtualKey: number; shifted: boolean } {
  if (/^[a-z]$/.test(char))
    return { code: `Key${char.toUpperCase()}`, virtualKey: char.toUpperCase().charCodeAt(0), shifted: false };
  if (/^[A-Z]$/.test(char)) return { code: `Key${char}`, virtualKey: char.charCodeAt(0), shifted: true };
  if (/^\d$/.test(char)) return { code: `Digit${char}`, virtualKey: char.charCodeAt(0), shifted: false };
  const known = punctuation.get(char);
  if (!known) throw new Error(`scanner burst: no US key for ${JSON.stringify(char)}`);
  return { code: known[0], virtualKey: known[1], shifted: known[2] };
}

function charEvents(char: string): KeyEvent[] {
  const { code, virtualKey, shifted } = keyOf(char);
  const modifiers = shifted ? shiftModifier : 0;
  const press: Omit<KeyEvent, "type"> = { key: char, code, windowsVirtualKeyCode: virtualKey, modifiers };
  const shift: Omit<KeyEvent, "type"> = {
    key: "Shift",
    code: "ShiftLeft",
    windowsVirtualKeyCode: 16,
    modifiers,
  };
  return [
    ...(shifted ? [{ type: "rawKeyDown" as const, ...shift }] : []),
    { type: "keyDown", ...press, text: char },
    { type: "keyUp", ...press },
    ...(shifted ? [{ type: "keyUp" as const, ...shift, modifiers: 0 }] : []),
  ];
}

/** GS between GS1 element strings, as scanners send it: Ctrl+]. */
const groupSeparatorEvents: KeyEvent[] = [
  {
    type: "rawKeyDown",
    key: "Control",
    code: "ControlLeft",
    windowsVirtualKeyCode: 17,
    modifiers: controlModifier,
  },
  {
    type: "rawKeyDown",
    key: "]",
    code: "BracketRight",
    windowsVirtualKeyCode: 221,
    modifiers: controlModifier,
  },
  { type: "keyUp", key: "]", code: "BracketRight", windowsVirtualKeyCode: 221, modifiers: controlModifier },
  { type: "keyUp", key: "Control", code: "ControlLeft", windowsVirtualKeyCode: 17, modifiers: 0 },
];

const enterEvents: KeyEvent[] = [
  { type: "keyDown", key: "Enter", code: "Enter", windowsVirtualKeyCode: 13, modifiers: 0, text: "\r" },
  { type: "keyUp", key: "Enter", code: "Enter", windowsVirtualKeyCode: 13, modifiers: 0 },
];

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/** When a scanner made its keys: `gapMs` apart, with a stall of `stallMs` after key `stallAfter` (1-based). */
export type SenderTiming = { gapMs: number; stallAfter?: number; stallMs?: number };

/**
 * Sends a code as a scanner would: its parts (GS, as Ctrl+], between them)
 * and Enter, all keys dispatched without waiting for one another. The
 * protocol keeps their order. Without `timing` each key is stamped when the
 * browser gets to it (on a loaded machine that may be far apart); with it,
 * each key carries the moment the scanner made it, as a keyboard's keys carry
 * the moment the system took them, however late the browser hands them on.
 */
export async function scannerBurst(
  page: Page,
  parts: readonly string[],
  timing?: SenderTiming,
): Promise<void> {
  const events = [
    ...parts.flatMap((part, index) => [
      ...(index > 0 ? groupSeparatorEvents : []),
      ...[...part].flatMap(charEvents),
    ]),
    ...enterEvents,
  ];
  const session = await sessionOf(page);
  const stampOf = senderStamps(events, timing);
  await Promise.all(
    events.map((event, index) => session.send("Input.dispatchKeyEvent", { ...event, ...stampOf(index) })),
  );
}

/** Each event's `timestamp` (seconds since 1970), all in the past: a key's down and up share its moment. */
function senderStamps(events: readonly KeyEvent[], timing?: SenderTiming) {
  if (!timing) return () => ({});
  const stamps: number[] = [];
  let key = 0;
  let at = 0;
  for (const event of events) {
    if (event.type !== "keyUp" && event.key !== "Shift" && event.key !== "Control") {
      key += 1;
      if (key > 1) at += timing.gapMs + (key - 1 === timing.stallAfter ? (timing.stallMs ?? 0) : 0);
    }
    stamps.push(at);
  }
  const startMs = Date.now() - at - 20;
  return (index: number) => ({ timestamp: (startMs + stamps[index]!) / 1000 });
}

import { describe, expect, it } from "vitest";
import { createWedgeDecoder, type WedgeKeyEvent, type WedgeOptions, type WedgeStep } from "./keyboard-wedge";
import { wedgeRecordings } from "./keyboard-wedge.recordings";
import { usCharacterOf } from "./us-key-codes";

const defaults: WedgeOptions = {
  maxInterKeyMs: 35,
  minLength: 4,
  prefix: "",
  suffix: "",
  readKeysBy: "physical-key",
};

/** The key events of a US keyboard typing `text`, one key every `gapMs`, from `startMs`. */
function typed(text: string, gapMs: number, startMs = 1000): WedgeKeyEvent[] {
  return [...text].map((char, index) => ({ ...usKeyOf(char), timeStamp: startMs + index * gapMs }));
}

function usKeyOf(char: string): Omit<WedgeKeyEvent, "timeStamp"> {
  if (/[a-z]/.test(char)) return { code: `Key${char.toUpperCase()}`, key: char, shiftKey: false };
  if (/[A-Z]/.test(char)) return { code: `Key${char}`, key: char, shiftKey: true };
  if (/\d/.test(char)) return { code: `Digit${char}`, key: char, shiftKey: false };
  const codes: Record<string, Omit<WedgeKeyEvent, "timeStamp">> = {
    "-": { code: "Minus", key: "-", shiftKey: false },
    ".": { code: "Period", key: ".", shiftKey: false },
    "/": { code: "Slash", key: "/", shiftKey: false },
    " ": { code: "Space", key: " ", shiftKey: false },
    "#": { code: "Digit3", key: "#", shiftKey: true },
  };
  const key = codes[char];
  if (!key) throw new Error(`no test key for ${char}`);
  return key;
}

const enter = (timeStamp: number): WedgeKeyEvent => ({
  code: "Enter",
  key: "Enter",
  shiftKey: false,
  timeStamp,
});
const tab = (timeStamp: number): WedgeKeyEvent => ({ code: "Tab", key: "Tab", shiftKey: false, timeStamp });

function run(events: WedgeKeyEvent[], options: Partial<WedgeOptions> = {}): WedgeStep[] {
  const decoder = createWedgeDecoder({ ...defaults, ...options });
  return events.map((event) => decoder.feed(event));
}

function burst(text: string, gapMs = 5, end = enter) {
  const keys = typed(text, gapMs);
  return [...keys, end(keys.at(-1)!.timeStamp + gapMs)];
}

describe("keyboard wedge", () => {
  it("takes a fast burst ending in Enter as a scan, with its timing", () => {
    const steps = run(burst("PK0000000042X", 4));
    expect(steps.at(-1)).toEqual({
      type: "scan",
      code: "PK0000000042X",
      timing: { keys: 14, averageGapMs: 4, longestGapMs: 4 },
    });
    expect(steps.slice(0, -1).every((step) => step.type === "character")).toBe(true);
    expect(steps[0]).toMatchObject({ position: 1, isBurst: false });
    expect(steps[1]).toMatchObject({ position: 2, isBurst: true });
  });

  it("ends a scan on Tab too", () => {
    expect(run(burst("4006381333931", 3, tab)).at(-1)).toMatchObject({ type: "scan", code: "4006381333931" });
  });

  it("does not take slow typing for a scan, not even a fast Enter after it", () => {
    const keys = typed("hello world 12345", 150);
    const steps = run([...keys, enter(keys.at(-1)!.timeStamp + 5)]);
    expect(steps.at(-1)).toMatchObject({ type: "not-a-scan" });
    expect(steps.some((step) => step.type === "character" && step.isBurst)).toBe(false);
  });

  it("does not take a quick typist (80 ms a key) for a scanner, and says why and how fast", () => {
    expect(run(burst("P12345", 80)).at(-1)).toEqual({
      type: "not-a-scan",
      rejected: { reason: "too-slow", timing: { keys: 7, averageGapMs: 80, longestGapMs: 80 } },
    });
  });

  it("gives the reason of a refused burst: too short, no prefix, no suffix", () => {
    expect(run(burst("P12", 5)).at(-1)).toMatchObject({ rejected: { reason: "too-short" } });
    expect(run(burst("PK4242"), { prefix: "#" }).at(-1)).toMatchObject({ rejected: { reason: "no-prefix" } });
    expect(run(burst("PK4242"), { suffix: "#" }).at(-1)).toMatchObject({ rejected: { reason: "no-suffix" } });
    expect(run([enter(0)])).toEqual([{ type: "not-a-scan" }]);
  });

  it("starts over after a pause: slow typing then a burst is a scan of the burst only", () => {
    const slow = typed("abc", 200, 0);
    const fast = typed("P777", 5, 2000);
    const steps = run([...slow, ...fast, enter(2020)]);
    expect(steps.at(-1)).toMatchObject({ type: "scan", code: "P777" });
  });

  it("allows one stutter of a Bluetooth scanner; a longer gap is a stall, and one past maxPauseMs starts over", () => {
    const keys = typed("PK1234", 5);
    const later = (ms: number) =>
      keys.map((key, index) => (index >= 3 ? { ...key, timeStamp: key.timeStamp + ms } : key));
    const stutter = later(60);
    expect(run([...stutter, enter(stutter.at(-1)!.timeStamp + 5)]).at(-1)).toEqual({
      type: "scan",
      code: "PK1234",
      timing: { keys: 7, averageGapMs: 15, longestGapMs: 65 },
    });
    // Past 3× the setting the gap is no stutter but a stall: joined, and said apart from the pace.
    const stall = later(120);
    expect(run([...stall, enter(stall.at(-1)!.timeStamp + 5)]).at(-1)).toEqual({
      type: "scan",
      code: "PK1234",
      timing: { keys: 7, averageGapMs: 5, longestGapMs: 5, pauseMs: 125 },
    });
    const pause = later(1200);
    expect(run([...pause, enter(pause.at(-1)!.timeStamp + 5)]).at(-1)).toMatchObject({ type: "not-a-scan" });
  });

  it("joins a burst that stalls after its first key or two (a busy tablet cut 'PK0000000310P' to '00000310P')", () => {
    for (const headLength of [1, 2, 4]) {
      const text = "PK0000000310P";
      const head = typed(text.slice(0, headLength), 5);
      const tail = typed(text.slice(headLength), 5, head.at(-1)!.timeStamp + 700);
      const steps = run([...head, ...tail, enter(tail.at(-1)!.timeStamp + 5)]);
      expect(steps.at(-1)).toMatchObject({ type: "scan", code: text, timing: { keys: 14 } });
    }
    // Stalled twice: still one scan.
    const parts = ["PK0", "00000", "0310P"];
    let at = 1000;
    const twice = parts.flatMap((part) => {
      const keys = typed(part, 5, at);
      at = keys.at(-1)!.timeStamp + 500;
      return keys;
    });
    expect(run([...twice, enter(twice.at(-1)!.timeStamp + 5)]).at(-1)).toMatchObject({
      type: "scan",
      code: "PK0000000310P",
    });
  });

  it("does not join a person's keys to a scan, nor take keys that pause before each other for one", () => {
    // Two keys of a person's pace, then a scanner's burst: the burst alone.
    const person = typed("ab", 150, 0);
    const scan = typed("P4711", 5, 600);
    expect(run([...person, ...scan, enter(625)]).at(-1)).toMatchObject({ type: "scan", code: "P4711" });
    // Keys that each come after a pause (a person at 300 ms), even with a fast Enter: no scan, and
    // none of them is stopped as a scanner's (a focused button still gets its Space).
    const slow = typed("1234", 300, 0);
    const steps = run([...slow, enter(905)]);
    expect(steps.at(-1)).toMatchObject({ type: "not-a-scan" });
    expect(steps.some((step) => step.type === "character" && step.isBurst)).toBe(false);
  });

  it("takes new settings in the middle of a burst without losing its keys", () => {
    const decoder = createWedgeDecoder(defaults);
    const keys = typed("PK0000000310P", 5);
    const steps = keys.slice(0, 4).map((key) => decoder.feed(key));
    decoder.configure({ ...defaults, maxInterKeyMs: 40, minLength: 6 });
    steps.push(...keys.slice(4).map((key) => decoder.feed(key)));
    expect(decoder.feed(enter(keys.at(-1)!.timeStamp + 5))).toMatchObject({
      type: "scan",
      code: "PK0000000310P",
    });
    // The new minimum holds from then on.
    expect(run(burst("P4711", 5), { minLength: 6 }).at(-1)).toMatchObject({ type: "not-a-scan" });
  });

  it("keeps a burst's first keys when the page was busy between them and the sender waited for it (bench:scan lost 'PK')", () => {
    // Each key is made 5 ms after the page took the one before (a driver that
    // waits for each key, as Playwright does); the page took the K 200 ms late.
    const text = "PK0000000310P";
    const keys: WedgeKeyEvent[] = [];
    let at = 1000;
    for (const [index, char] of [...text].entries()) {
      const seenAt = index === 1 ? at + 200 : at + 1;
      keys.push({ ...usKeyOf(char), timeStamp: at, seenAt });
      at = seenAt + 5;
    }
    const steps = run([...keys, { ...enter(at), seenAt: at + 1 }]);
    expect(steps.at(-1)).toMatchObject({ type: "scan", code: text, timing: { keys: 14 } });
    expect((steps.at(-1) as { timing: { pauseMs?: number } }).timing.pauseMs).toBeGreaterThanOrEqual(200);
  });

  it("keeps the first key when the page was busy after its key-down, before its key-up", () => {
    const decoder = createWedgeDecoder(defaults);
    const [p, ...rest] = typed("PK0000000310P", 5);
    const steps = [decoder.feed({ ...p!, seenAt: p!.timeStamp + 1 })];
    // The key-up of P taken 300 ms late; the sender sends K only then.
    decoder.release({ ...p!, key: "P", timeStamp: p!.timeStamp + 2, seenAt: p!.timeStamp + 300 });
    for (const [index, key] of rest.entries()) {
      const timeStamp = p!.timeStamp + 305 + index * 5;
      steps.push(decoder.feed({ ...key, timeStamp, seenAt: timeStamp + 1 }));
    }
    steps.push(decoder.feed(enter(p!.timeStamp + 305 + rest.length * 5)));
    expect(steps.at(-1)).toMatchObject({ type: "scan", code: "PK0000000310P" });
  });

  it("still starts over when the pause was the sender's: keys made before the page took the last one, or a person", () => {
    // Queued keys: the page took them late, but they were made 5 ms apart (the stamps stand).
    const queued = typed("PK0000000310P", 5).map((key) => ({ ...key, seenAt: 1300 }));
    expect(run([...queued, { ...enter(1065), seenAt: 1300 }]).at(-1)).toMatchObject({
      type: "scan",
      code: "PK0000000310P",
    });
    // A person: keys of their own pace, taken at once, then a scan: the scan alone.
    const person = [...typed("ab", 150, 700), ...typed("0000000310P", 5, 1205)].map((key) => ({
      ...key,
      seenAt: key.timeStamp + 1,
    }));
    expect(run([...person, enter(1260)]).at(-1)).toMatchObject({ type: "scan", code: "0000000310P" });
  });

  it("refuses a burst shorter than the minimum length", () => {
    expect(run(burst("P12", 5)).at(-1)).toMatchObject({ type: "not-a-scan" });
    expect(run(burst("P12", 5), { minLength: 3 }).at(-1)).toMatchObject({ type: "scan", code: "P12" });
  });

  it("strips a configured prefix and suffix, and refuses a burst without them", () => {
    const options = { prefix: "#", suffix: "//" };
    expect(run(burst("#PK42//"), options).at(-1)).toMatchObject({ type: "scan", code: "PK42" });
    expect(run(burst("PK4242//"), options).at(-1)).toMatchObject({ type: "not-a-scan" });
    expect(run(burst("#PK4242"), options).at(-1)).toMatchObject({ type: "not-a-scan" });
    expect(run(burst("#//"), { ...options, minLength: 1 }).at(-1)).toMatchObject({ type: "not-a-scan" });
  });

  it("reads the physical key: AZERTY key 'a' on code KeyQ is q, QWERTZ 'z' on KeyY is y", () => {
    const azerty: WedgeKeyEvent[] = [
      { code: "KeyQ", key: "a", shiftKey: false, timeStamp: 0 },
      { code: "KeyW", key: "z", shiftKey: false, timeStamp: 3 },
      { code: "KeyY", key: "z", shiftKey: false, timeStamp: 6 }, // QWERTZ
      { code: "Digit1", key: "&", shiftKey: false, timeStamp: 9 }, // AZERTY digits need Shift
      { code: "KeyP", key: "P", shiftKey: true, timeStamp: 12 },
      { code: "Minus", key: ")", shiftKey: false, timeStamp: 15 },
      enter(18),
    ];
    expect(run(azerty).at(-1)).toMatchObject({ type: "scan", code: "qwy1P-" });
    expect(run(azerty, { readKeysBy: "character" }).at(-1)).toMatchObject({ type: "scan", code: "azz&P)" });
  });

  it("takes a letter's case from the character typed, so Caps Lock and Shift-less capitals read right", () => {
    const events: WedgeKeyEvent[] = [
      { code: "KeyP", key: "P", shiftKey: false, timeStamp: 0 }, // capital without a Shift flag
      { code: "KeyQ", key: "A", shiftKey: true, timeStamp: 3 }, // AZERTY, Shift: Q
      { code: "KeyK", key: "k", shiftKey: true, timeStamp: 6 }, // Caps Lock on and Shift: lower case
      { code: "Digit1", key: "1", shiftKey: true, timeStamp: 9 }, // AZERTY Shift+1 is "1"; the US key says "!"
      { code: "Digit3", key: "#", shiftKey: false, timeStamp: 12 }, // a US "#" without a Shift flag
      { code: "Digit3", key: '"', shiftKey: false, timeStamp: 15 }, // AZERTY unshifted 3
      enter(18),
    ];
    expect(run(events).at(-1)).toMatchObject({ type: "scan", code: "PQk!#3" });
  });

  it("ignores Shift presses inside a burst and falls back to the character without a code", () => {
    const events: WedgeKeyEvent[] = [
      { code: "ShiftLeft", key: "Shift", shiftKey: true, timeStamp: 0 },
      { code: "KeyP", key: "P", shiftKey: true, timeStamp: 2 },
      { code: "", key: "7", shiftKey: false, timeStamp: 4 },
      { code: "Numpad4", key: "4", shiftKey: false, timeStamp: 6 },
      { code: "Digit2", key: "2", shiftKey: false, timeStamp: 8 },
      enter(10),
    ];
    const steps = run(events);
    expect(steps[0]).toEqual({ type: "ignored" });
    expect(steps.at(-1)).toMatchObject({ type: "scan", code: "P742" });
  });

  it("breaks a burst on a shortcut, a held key or a non-character key", () => {
    const keys = typed("PK1234", 5);
    const withCtrl = keys.map((key, index) => (index === 2 ? { ...key, ctrlKey: true } : key));
    expect(run([...withCtrl, enter(1030)], { minLength: 3 }).at(-1)).toMatchObject({
      type: "scan",
      code: "234",
    });
    const held = keys.map((key, index) => (index === 5 ? { ...key, repeat: true } : key));
    expect(run([...held, enter(1030)]).at(-1)).toMatchObject({ type: "not-a-scan" });
    const arrow = { code: "ArrowLeft", key: "ArrowLeft", shiftKey: false, timeStamp: 1012 };
    expect(run([...keys.slice(0, 3), arrow, ...keys.slice(3), enter(1030)]).at(-1)).toMatchObject({
      type: "not-a-scan",
      rejected: { reason: "too-short" },
    });
  });

  it("answers not-a-scan to an Enter with nothing before it, and Shift+Tab is no terminator", () => {
    expect(run([enter(0)])).toEqual([{ type: "not-a-scan" }]);
    const shiftTab = { code: "Tab", key: "Tab", shiftKey: true, timeStamp: 1040 };
    expect(run([...typed("PK1234", 5), shiftTab]).at(-1)).toEqual({ type: "ignored" });
  });
});

describe("US characters of physical keys", () => {
  it("maps letters, digits, shifted digits, numpad and punctuation", () => {
    expect(usCharacterOf("KeyA", false)).toBe("a");
    expect(usCharacterOf("KeyA", true)).toBe("A");
    expect(usCharacterOf("Digit0", false)).toBe("0");
    expect(usCharacterOf("Digit2", true)).toBe("@");
    expect(usCharacterOf("Numpad9", false)).toBe("9");
    expect(usCharacterOf("NumpadDecimal", false)).toBe(".");
    expect(usCharacterOf("Minus", true)).toBe("_");
    expect(usCharacterOf("Period", false)).toBe(".");
    expect(usCharacterOf("Slash", false)).toBe("/");
    expect(usCharacterOf("Space", false)).toBe(" ");
    expect(usCharacterOf("Enter", false)).toBeNull();
    expect(usCharacterOf("ArrowUp", false)).toBeNull();
  });
});

describe("recorded scanner sequences", () => {
  it.each(wedgeRecordings)("$name", ({ settings, keys, scans, endsOfScan = 0 }) => {
    const decoder = createWedgeDecoder({ ...defaults, ...settings });
    const steps = keys.map((key) => (key.type === "keydown" ? decoder.feed(key) : decoder.release(key)));
    expect(steps.flatMap((step) => (step.type === "scan" ? [step.code] : []))).toEqual(scans);
    expect(steps.filter((step) => step.type === "end-of-scan")).toHaveLength(endsOfScan);
  });

  it("joins a stalled scan and says how long it stalled", () => {
    const recording = wedgeRecordings.find((r) => r.name.includes("stalls 250 ms"))!;
    const decoder = createWedgeDecoder(defaults);
    const scan = recording.keys.map((key) =>
      key.type === "keydown" ? decoder.feed(key) : decoder.release(key),
    );
    expect(scan.find((step) => step.type === "scan")).toMatchObject({ timing: { pauseMs: 254 } });
  });

  it("marks the digits of an Alt code as keys of the burst, so the page does not act on them", () => {
    const recording = wedgeRecordings.find((r) => r.name.includes("Alt+0029"))!;
    const decoder = createWedgeDecoder(defaults);
    const steps = recording.keys.map((key) =>
      key.type === "keydown" ? decoder.feed(key) : decoder.release(key),
    );
    expect(steps.filter((step) => step.type === "control")).toEqual(
      Array.from({ length: 4 }, () => ({ type: "control", isBurst: true })),
    );
  });
});

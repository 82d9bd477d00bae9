// Tells a keyboard-wedge scanner from a person typing. A scanner "types" a
// code in a burst (a few ms per key) and ends it with Enter, Tab, CR/LF or
// its suffix; people type slower. Pure: fed key events with their time
// stamps, it answers what each key was, so the page-wide listener decides
// what to let through. What a single key means (GS, Alt codes, terminators)
// is wedge-keys.ts.
import { altCodeMeaning, gsCharacter, meaningOfKey, type KeyMeaning, type WedgeKeyEvent } from "./wedge-keys";

export type { WedgeKeyEvent } from "./wedge-keys";

export type WedgeOptions = {
  /** Longest average time between the keys of a scan (terminator included). */
  maxInterKeyMs: number;
  /** Fewest characters of a scan (prefix and suffix included). */
  minLength: number;
  prefix: string;
  suffix: string;
  /** "physical-key": US characters from KeyboardEvent.code; "character": KeyboardEvent.key. */
  readKeysBy: "physical-key" | "character";
  /** A key (KeyboardEvent.key or .code) the scanner sends for GS; "" for none. */
  groupSeparatorKey?: string;
  /** Text the scanner sends for GS (e.g. "~" or "<GS>"), turned into GS; "" for none. */
  groupSeparatorText?: string;
  /** The suffix itself ends a scan (a scanner that sends no Enter); an Enter right after is the scan's. */
  suffixEndsScan?: boolean;
  /**
   * One gap may be up to this many times maxInterKeyMs (Bluetooth scanners
   * and busy tablets stutter); a longer pause starts over. Default 3.
   */
  gapToleranceFactor?: number;
  /**
   * A pause up to this long inside a scan joins its two halves (a busy tablet
   * stalls the scanner's keys), when the keys before it came at a scanner's
   * speed: however few they are (a stall right after the first key is as
   * likely as after the tenth). Default 1000 ms.
   */
  maxPauseMs?: number;
  /** How many such pauses one scan may have (default 2); a person's slow keys have one before each. */
  maxPauses?: number;
};

export type ScanTiming = { keys: number; averageGapMs: number; longestGapMs: number; pauseMs?: number };

export type WedgeStep =
  /** A key that is neither a character nor a terminator (Shift, arrows…), or a shortcut. */
  | { type: "ignored" }
  /** A character; `position` 1 starts a new possible scan; `isBurst` once it looks like a scanner. */
  | { type: "character"; char: string; position: number; isBurst: boolean }
  /** A key of a scan that types no character itself (a digit of an Alt code). */
  | { type: "control"; isBurst: boolean }
  /** Enter, Tab, CR/LF or the suffix ending a burst: a scan (prefix and suffix removed, GS text as GS). */
  | { type: "scan"; code: string; timing: ScanTiming }
  /** The Enter a scanner sends after a suffix that already ended the scan: the scan's, not the page's. */
  | { type: "end-of-scan" }
  /** Enter or Tab after typing, or after a burst that is not a valid scan. */
  | { type: "not-a-scan"; rejected?: RejectedBurst };

/** Why keys ending in Enter/Tab were not a scan (for setting up a scanner; never the keys themselves). */
export type RejectedBurst = {
  reason: "too-short" | "too-slow" | "no-prefix" | "no-suffix";
  timing: ScanTiming;
};

export type WedgeDecoder = {
  feed: (event: WedgeKeyEvent) => WedgeStep;
  /** Every key released: the release of Alt completes an Alt code (which may end a scan). */
  release: (event: WedgeKeyEvent) => WedgeStep;
  reset: () => void;
  /** New settings, read from the next key on: a burst under way keeps its keys. */
  configure: (options: WedgeOptions) => void;
};

export function createWedgeDecoder(initialOptions: WedgeOptions): WedgeDecoder {
  let options = initialOptions;
  let maxGapMs = 0;
  let maxPauseMs = 0;
  let maxPauses = 0;
  let keyOptions = { readKeysBy: options.readKeysBy, groupSeparatorKey: "" };
  const configure = (next: WedgeOptions) => {
    options = next;
    maxGapMs = next.maxInterKeyMs * (next.gapToleranceFactor ?? 3);
    maxPauseMs = Math.max(maxGapMs, next.maxPauseMs ?? 1000);
    maxPauses = next.maxPauses ?? 2;
    keyOptions = { readKeysBy: next.readKeysBy, groupSeparatorKey: next.groupSeparatorKey ?? "" };
  };
  configure(initialOptions);
  let buffer = "";
  let keys = 0; // key presses of the burst (Alt code digits too)
  let firstAt = 0;
  let lastAt = 0;
  let lastSeenAt = 0; // when the page took the burst's last key (its key-down or key-up)
  let lastLatency = 0; // how long after they were made the page took that key's events
  let seenAt = 0; // when the page took the key being fed
  let longestGapMs = 0;
  let pauseMs = 0; // the pauses' time and the page's busy time: not the sender's gaps
  let pauses = 0; // gaps longer than maxGapMs taken as stalls
  let gaps = 0; // the other gaps: the sender's pace
  let altDigits = "";
  let lastScanAt: number | null = null; // a CR after a suffix, or the LF of CR LF, is the scan's

  const reset = () => {
    buffer = "";
    keys = 0;
    longestGapMs = 0;
    pauseMs = 0;
    pauses = 0;
    gaps = 0;
    altDigits = "";
  };
  /** The sender's average gap up to `now` (with `extra` gaps more), pauses and busy time left out. */
  const averageGapTo = (now: number, extra = 0) =>
    gaps + extra > 0 ? (now - firstAt - pauseMs) / (gaps + extra) : 0;
  const isBurstSoFar = () => gaps > 0 && averageGapTo(lastAt) <= options.maxInterKeyMs;
  /**
   * A long gap is a stall, not the end of a scan, when the keys before it came
   * at a scanner's speed (one key alone says nothing against it) and the scan
   * has not stalled too often: a person's keys are slow between every two.
   */
  const mayPause = (gap: number) =>
    gap > maxGapMs &&
    gap <= maxPauseMs &&
    pauses < maxPauses &&
    (keys === 1 || (gaps > 0 && averageGapTo(lastAt) <= options.maxInterKeyMs && longestGapMs <= maxGapMs));

  /**
   * The part of the gap before a key that the page was busy with the key
   * before it: a key made only after the page took the previous one (a sender
   * that waits for each key to be taken, as a remote input or a test driver
   * does) could not come sooner, so that time is the page's pause, not the
   * sender's. Keys queued while the page was busy were made before it took
   * the previous one: their gaps stand as stamped. (docs/scanning.md)
   */
  const busyBefore = (now: number) => (now >= lastSeenAt ? lastLatency : 0);

  /** Times a key of the burst: a gap, a stall, or (a longer pause) the start of a new burst. */
  const timeKey = (now: number) => {
    if (keys > 0) {
      const busy = busyBefore(now);
      const gap = now - lastAt - busy;
      if (mayPause(gap)) {
        pauseMs += gap + busy;
        pauses += 1;
      } else if (gap > maxGapMs) reset();
      else {
        longestGapMs = Math.max(longestGapMs, gap);
        pauseMs += busy;
        gaps += 1;
      }
    }
    if (keys === 0) firstAt = now;
    keys += 1;
    lastAt = now;
    lastSeenAt = seenAt;
    lastLatency = Math.max(0, seenAt - now);
  };

  const finish = (now: number, isTerminatorTimed: boolean): WedgeStep => {
    const busy = isTerminatorTimed ? busyBefore(now) : 0;
    const gap = now - lastAt - busy;
    const isPause = isTerminatorTimed && mayPause(gap);
    const count = keys + (isTerminatorTimed ? 1 : 0);
    if (isTerminatorTimed) pauseMs += busy + (isPause ? gap : 0);
    if (isPause) pauses += 1;
    const isGap = isTerminatorTimed && !isPause;
    const longest = isGap ? Math.max(longestGapMs, gap) : longestGapMs;
    const timing: ScanTiming = {
      keys: count,
      averageGapMs: isGap ? averageGapTo(now, 1) : averageGapTo(lastAt),
      longestGapMs: longest,
      ...(pauseMs > 0 ? { pauseMs } : {}),
    };
    // More stalls than gaps at a scanner's pace: a person's keys, each after a pause of its own.
    const isPaced = (isGap ? gaps + 1 : gaps) > pauses;
    const scanned = buffer;
    reset();
    const notAScan = (reason: RejectedBurst["reason"]): WedgeStep => ({
      type: "not-a-scan",
      rejected: { reason, timing },
    });
    if (longest > maxGapMs || timing.averageGapMs > options.maxInterKeyMs || !isPaced)
      return notAScan("too-slow");
    if (scanned.length < options.minLength) return notAScan("too-short");
    if (!scanned.startsWith(options.prefix)) return notAScan("no-prefix");
    if (!scanned.endsWith(options.suffix)) return notAScan("no-suffix");
    const body = scanned.slice(options.prefix.length, scanned.length - options.suffix.length);
    if (!body) return notAScan("too-short");
    const gsText = options.groupSeparatorText ?? "";
    const code = gsText ? body.replaceAll(gsText, gsCharacter) : body;
    lastScanAt = now;
    return { type: "scan", code, timing };
  };

  /** The character of a pending Alt code, once its Alt is released or another key comes. */
  const completeAltCode = (now: number): WedgeStep | null => {
    if (!altDigits) return null;
    const meaning = altCodeMeaning(altDigits);
    altDigits = "";
    return apply(meaning, now, false);
  };

  const apply = (meaning: KeyMeaning, now: number, isTimed: boolean): WedgeStep => {
    switch (meaning.type) {
      case "modifier":
        return { type: "ignored" };
      case "breaks-burst":
        reset();
        return { type: "ignored" };
      case "terminator": {
        if (lastScanAt !== null && !buffer && now - lastScanAt <= maxGapMs) {
          lastScanAt = null;
          return { type: "end-of-scan" };
        }
        return buffer ? finish(now, isTimed) : { type: "not-a-scan" };
      }
      case "alt-digit":
        timeKey(now);
        altDigits += meaning.digit;
        return { type: "control", isBurst: isBurstSoFar() };
      case "character": {
        if (isTimed) timeKey(now);
        buffer += meaning.char;
        const isBurst = isBurstSoFar();
        const hasSuffixEnd =
          options.suffixEndsScan &&
          options.suffix &&
          buffer.length > options.prefix.length + options.suffix.length;
        if (hasSuffixEnd && isBurst && buffer.endsWith(options.suffix)) return finish(now, false);
        return { type: "character", char: meaning.char, position: buffer.length, isBurst };
      }
    }
  };

  const feed = (event: WedgeKeyEvent): WedgeStep => {
    seenAt = event.seenAt ?? event.timeStamp;
    const meaning = meaningOfKey(event, keyOptions);
    if (meaning.type !== "alt-digit" && meaning.type !== "modifier") {
      const completed = completeAltCode(event.timeStamp);
      if (completed?.type === "scan" || completed?.type === "not-a-scan") {
        // The Alt code was a CR or LF whose Alt release was not seen: this key starts what comes next.
        apply(meaning, event.timeStamp, true);
        return completed;
      }
    }
    if (meaning.type !== "terminator" && meaning.type !== "modifier") lastScanAt = null;
    return apply(meaning, event.timeStamp, true);
  };

  const release = (event: WedgeKeyEvent): WedgeStep => {
    seenAt = event.seenAt ?? event.timeStamp;
    // A key's release taken late is the page's busy time too (a sender waits for it as well).
    if (keys > 0) {
      lastLatency += Math.max(0, seenAt - event.timeStamp);
      lastSeenAt = Math.max(lastSeenAt, seenAt);
    }
    return event.key === "Alt"
      ? (completeAltCode(event.timeStamp) ?? { type: "ignored" })
      : { type: "ignored" };
  };

  return { feed, release, reset, configure };
}

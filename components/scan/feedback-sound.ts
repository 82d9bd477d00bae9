"use client";
// A distinct sound per feedback tone, made with WebAudio oscillators (no
// audio files to download). The AudioContext is made on the first scan: a
// key press or tap is the user gesture browsers want before playing sound.
export type FeedbackTone = "success" | "warning" | "error" | "pending" | "queued" | "undone" | "info";

type Note = { frequency: number; startMs: number; durationMs: number; wave: OscillatorType };

const melodies: Record<FeedbackTone, Note[]> = {
  // rising two-note chime: done
  success: [
    { frequency: 1047, startMs: 0, durationMs: 90, wave: "sine" },
    { frequency: 1568, startMs: 100, durationMs: 140, wave: "sine" },
  ],
  // two flat beeps: look at the screen
  warning: [
    { frequency: 660, startMs: 0, durationMs: 140, wave: "triangle" },
    { frequency: 660, startMs: 220, durationMs: 140, wave: "triangle" },
  ],
  // low buzz: refused
  error: [{ frequency: 170, startMs: 0, durationMs: 450, wave: "square" }],
  // one short blip: sent, waiting
  pending: [{ frequency: 520, startMs: 0, durationMs: 70, wave: "sine" }],
  // falling two-note chime: kept on the tablet, will be sent
  queued: [
    { frequency: 1175, startMs: 0, durationMs: 90, wave: "sine" },
    { frequency: 784, startMs: 100, durationMs: 160, wave: "sine" },
  ],
  // three falling triangle notes: taken back (never mistaken for the rising "done")
  undone: [
    { frequency: 988, startMs: 0, durationMs: 90, wave: "triangle" },
    { frequency: 784, startMs: 110, durationMs: 90, wave: "triangle" },
    { frequency: 523, startMs: 220, durationMs: 180, wave: "triangle" },
  ],
  // one soft mid note: read and shown, nothing written
  info: [{ frequency: 880, startMs: 0, durationMs: 110, wave: "sine" }],
};

let context: AudioContext | null = null;

export function playFeedbackSound(tone: FeedbackTone): void {
  if (typeof window === "undefined" || typeof window.AudioContext !== "function") return;
  try {
    context ??= new window.AudioContext();
    if (context.state === "suspended") void context.resume();
    const start = context.currentTime + 0.01;
    for (const note of melodies[tone]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = note.wave;
      oscillator.frequency.value = note.frequency;
      const from = start + note.startMs / 1000;
      const to = from + note.durationMs / 1000;
      // a short attack and release, so the notes do not click
      gain.gain.setValueAtTime(0, from);
      gain.gain.linearRampToValueAtTime(note.wave === "square" ? 0.12 : 0.3, from + 0.01);
      gain.gain.setValueAtTime(note.wave === "square" ? 0.12 : 0.3, to - 0.02);
      gain.gain.linearRampToValueAtTime(0, to);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(from);
      oscillator.stop(to + 0.01);
    }
  } catch {
    // sound is a help, never a reason for a scan to fail
  }
}

const vibrations: Record<FeedbackTone, number[]> = {
  success: [60],
  warning: [90, 70, 90],
  error: [250, 90, 250],
  pending: [],
  queued: [40, 60, 40],
  undone: [40, 40, 40, 40, 120],
  info: [30],
};

export function vibrateFor(tone: FeedbackTone): void {
  if (typeof navigator === "undefined" || typeof navigator.vibrate !== "function") return;
  const pattern = vibrations[tone];
  if (pattern.length > 0) navigator.vibrate(pattern);
}

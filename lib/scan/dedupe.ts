// A camera sees the same barcode in many frames: one read per code, and the
// code again only after it has been out of sight for a while (default 1 s).

export type ScanDeduper = {
  /** True when the code counts as a new scan at `now` (ms). */
  accept: (code: string, now: number) => boolean;
  reset: () => void;
};

export function createScanDeduper({
  windowMs = 1000,
  extendWhileSeen = true,
}: { windowMs?: number; extendWhileSeen?: boolean } = {}): ScanDeduper {
  const lastSeen = new Map<string, number>();
  return {
    accept(code, now) {
      const previous = lastSeen.get(code);
      const isRepeat = previous !== undefined && now - previous < windowMs;
      // Held in front of the lens, a code keeps its window open; otherwise the
      // window counts from the accepted read only.
      if (!isRepeat || extendWhileSeen) lastSeen.set(code, now);
      for (const [other, seenAt] of lastSeen) if (now - seenAt >= windowMs) lastSeen.delete(other);
      return !isRepeat;
    },
    reset() {
      lastSeen.clear();
    },
  };
}

"use client";
// Work that must not hold up the scan's flash (reloading the panel beside it):
// run once the frame that shows the flash has been produced.
export function afterPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}

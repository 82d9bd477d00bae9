"use client";
// Work that must not hold up the scan's flash (reloading the panel beside it):
// run once the frame that shows the flash has been produced, or after a
// moment when no frame comes (a hidden page produces none).
const noFrameMs = 250;

export function afterPaint(work: () => void): void {
  let isDone = false;
  const run = () => {
    if (isDone) return;
    isDone = true;
    clearTimeout(fallback);
    work();
  };
  const fallback = setTimeout(run, noFrameMs);
  requestAnimationFrame(() => setTimeout(run, 0));
}

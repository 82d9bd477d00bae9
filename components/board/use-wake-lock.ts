// Keeps the TV's screen on with the Screen Wake Lock API where the browser has
// it. The browser drops the lock whenever the page is hidden, so it is asked
// for again each time the page becomes visible.
import { useEffect, useState } from "react";

/** "released" also where the browser has no wake lock: the board says the screen may sleep. */
export type WakeLockState = "held" | "released";

export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>("released");
  useEffect(() => {
    if (!("wakeLock" in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let isMounted = true;
    const acquire = async () => {
      if (document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request("screen");
        if (!isMounted) {
          await lock.release();
          return;
        }
        sentinel = lock;
        setState("held");
        lock.addEventListener("release", () => isMounted && setState("released"));
      } catch {
        // Refused (no user gesture yet, low battery, a policy): the board works on, the screen may sleep.
        setState("released");
      }
    };
    const onVisibilityChange = () => void acquire();
    void acquire();
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      isMounted = false;
      document.removeEventListener("visibilitychange", onVisibilityChange);
      void sentinel?.release();
    };
  }, []);
  return state;
}

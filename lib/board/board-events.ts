// The wall board's change stream: the supervisor's (every change at a tablet),
// closed as soon as the board's device is revoked (checked every `recheckMs`),
// so a revoked TV also stops hearing of changes, not only of data.
import { confirmDevice } from "@/lib/auth/devices";
import type { SessionEmployee } from "@/lib/auth/roles";
import type { Database } from "@/lib/db/client";
import { changeEventStream, heartbeatMs } from "@/lib/server/change-event-stream";
import { logError } from "@/lib/server/log";

const recheckMs = 15_000;

export function boardEventStream(
  db: Database,
  viewer: SessionEmployee,
  signal: AbortSignal,
  everyMs = recheckMs,
): Response {
  const { deviceId } = viewer;
  if (deviceId === undefined) return changeEventStream(signal);
  // Ends with the browser's request, or when the device is found revoked.
  const stop = new AbortController();
  const end = () => stop.abort();
  signal.addEventListener("abort", end, { once: true });
  if (signal.aborted) end();
  const timer = setInterval(() => {
    confirmDevice(db, deviceId)
      .then((isAllowed) => {
        if (!isAllowed) end();
      })
      .catch((error: unknown) => logError("[board] could not re-check a device:", error));
  }, everyMs);
  return changeEventStream(stop.signal, heartbeatMs, undefined, () => {
    clearInterval(timer);
    signal.removeEventListener("abort", end);
  });
}

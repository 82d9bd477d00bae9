// The wall board's change stream: only "something the board counts changed",
// never which write it was (no path, method, polygon or change number: a TV on
// the floor must not hear of the admin's writes), and no replay (its events
// carry no id, so a browser never sends Last-Event-ID; a reopened stream's
// hello reads the board again). It closes as soon as the board's device is
// revoked: checked every `recheckMs`, and at once when its device is changed.
import { confirmDevice } from "@/lib/auth/devices";
import type { SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import type { Change } from "@/lib/server/change";
import { changeEventStream, heartbeatMs, type ChangeView } from "@/lib/server/change-event-stream";
import { logError } from "@/lib/base/log";

const recheckMs = 15_000;

/** The one frame the board hears: no id, no data but that the board should read again. */
export const boardChangeFrame = "event: change\ndata: {}\n\n";

/** Writes the board shows besides polygon moves: daily targets, departments and their workflow. */
const boardWritePaths = ["/api/board/targets", "/api/admin/departments", "/api/admin/workflow"];
const deviceWritePath = "/api/board/devices";

const startsWithAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Whether a change can move a number on the board (docs/screens.md, the wall board). */
export function countsOnBoard(change: Change): boolean {
  return (
    change.polygonIds.length > 0 ||
    change.isWide ||
    change.hasWork ||
    startsWithAny(change.path, boardWritePaths)
  );
}

/**
 * A change to this board's own device (its revoke) is heard by this board alone: it reads
 * again, is refused and goes to the pairing page at once, and its stream re-checks the device.
 */
const boardView = (deviceId?: number, onOwnDeviceChange: () => void = () => {}): ChangeView => ({
  frameOf: (change) => {
    if (deviceId !== undefined && change.path === `${deviceWritePath}/${deviceId}`) {
      onOwnDeviceChange();
      return boardChangeFrame;
    }
    return countsOnBoard(change) ? boardChangeFrame : null;
  },
  hello: () => ({}),
});

export function boardEventStream(
  db: Database,
  viewer: SessionEmployee,
  signal: AbortSignal,
  everyMs = recheckMs,
): Response {
  const { deviceId } = viewer;
  if (deviceId === undefined)
    return changeEventStream(signal, heartbeatMs, undefined, undefined, boardView());
  // Ends with the browser's request, or when the device is found revoked.
  const stop = new AbortController();
  const end = () => stop.abort();
  signal.addEventListener("abort", end, { once: true });
  if (signal.aborted) end();
  const recheck = () => {
    confirmDevice(db, deviceId)
      .then((isAllowed) => {
        if (!isAllowed) end();
      })
      .catch((error: unknown) => logError("[board] could not re-check a device:", error));
  };
  const timer = setInterval(recheck, everyMs);
  return changeEventStream(
    stop.signal,
    heartbeatMs,
    undefined,
    () => {
      clearInterval(timer);
      signal.removeEventListener("abort", end);
    },
    boardView(deviceId, recheck),
  );
}

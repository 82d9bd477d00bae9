// A station's change stream (issue 28, item 8): the tablets at a station hear
// within a frame that something their queue shows may have moved (a ticket
// scanned at the other cutting tablet, a supervisor's hold release), as the
// supervisor and the wall board do, across servers (the change bus). Like the
// board's, it says only "read again": never which write it was, its path,
// polygons or number, and it replays nothing (a reopened stream reads again).
import type { Change } from "@/lib/server/change";
import { changeEventStream, heartbeatMs, type ChangeView } from "@/lib/server/change-event-stream";

export const stationChangeFrame = "event: change\ndata: {}\n\n";

/**
 * Writes that change a queue without naming polygons: the workflow and the
 * departments; and a new cut plan made in the background (the cut list reads it).
 */
const queueWritePaths = ["/api/admin/workflow", "/api/admin/departments", "/api/cutting/plan"];

/** Whether a change can move something a station shows (a card, a count, a hold). */
export function movesAStation(change: Change): boolean {
  return (
    change.polygonIds.length > 0 ||
    change.isWide ||
    change.hasWork ||
    queueWritePaths.some((prefix) => change.path === prefix || change.path.startsWith(`${prefix}/`))
  );
}

const stationView: ChangeView = {
  frameOf: (change) => (movesAStation(change) ? stationChangeFrame : null),
  hello: () => ({}),
};

export function stationEventStream(signal: AbortSignal): Response {
  return changeEventStream(signal, heartbeatMs, undefined, undefined, stationView);
}

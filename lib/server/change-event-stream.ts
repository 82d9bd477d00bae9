// The SSE answer of /api/events and /api/board/events: a `change` event for
// every change on the bus (its id the change's number), a comment line every
// 15 s so proxies keep the connection open, and the subscription dropped as
// soon as the browser goes away. A browser that reconnects sends
// Last-Event-ID: the changes it missed come first, or a `reset` event when
// this server no longer keeps them all.
import { changesAfter, lastChangeAt, subscribeChanges, type Change } from "./change-bus";
import { metrics } from "./metrics";

export const heartbeatMs = 15_000;

/** A change that only ends sessions (lib/auth/session-end.ts) is for the servers, not for screens: none is sent. */
const changeEvent = (change: Change) =>
  change.endedSessionsOf?.length
    ? ""
    : `${change.id === undefined ? "" : `id: ${change.id}\n`}event: change\ndata: ${JSON.stringify(change)}\n\n`;

/** What a stream tells of each change, and its hello: the supervisor's everything, the wall board's less. */
export type ChangeView = {
  /** The frame sent for a change (also one caught up on after Last-Event-ID), or null for none. */
  frameOf: (change: Change) => string | null;
  /** The data of the hello event. */
  hello: () => unknown;
};

/** The supervisor's view: every change as it is (method, path, polygons, number), and when the last was. */
export const everyChange: ChangeView = {
  frameOf: changeEvent,
  hello: () => ({ lastChangeAt: lastChangeAt() }),
};

/** The number in a Last-Event-ID header, or undefined for none or one that is not ours. */
export function lastEventIdOf(request: Request): number | undefined {
  const text = request.headers.get("last-event-id")?.trim() ?? "";
  return /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

/** lastEventId: the last change the browser saw; onClose: called once when the stream ends. */
export function changeEventStream(
  signal: AbortSignal,
  heartbeatEveryMs = heartbeatMs,
  lastEventId?: number,
  onClose: () => void = () => {},
  view: ChangeView = everyChange,
): Response {
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let isOpen = true;
      const send = (text: string) => {
        if (!isOpen) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const sendChange = (change: Change) => {
        const frame = view.frameOf(change);
        if (frame !== null) send(frame);
      };
      const unsubscribe = subscribeChanges(sendChange);
      metrics().eventStreamClients.inc();
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), heartbeatEveryMs);
      stop = () => {
        if (!isOpen) return;
        isOpen = false;
        metrics().eventStreamClients.dec();
        clearInterval(heartbeat);
        unsubscribe();
        signal.removeEventListener("abort", stop);
        onClose();
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      };
      signal.addEventListener("abort", stop);
      if (signal.aborted) stop();
      // Tells the browser to retry after 2 s if the connection drops, that the stream is open, and when
      // the last change was (a screen made after it need not read everything again).
      send(`retry: 2000\n: open\nevent: hello\ndata: ${JSON.stringify(view.hello())}\n\n`);
      // In the same turn as the subscription above: no change falls between the two, none comes twice.
      if (lastEventId !== undefined) {
        const missed = changesAfter(lastEventId);
        if (missed === null) send(`event: reset\ndata: {}\n\n`);
        for (const change of missed ?? []) sendChange(change);
      }
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    },
  });
}

// The SSE answer of /api/events and /api/board/events: a `change` event for every change on the bus,
// a comment line every 15 s so proxies keep the connection open, and the
// subscription dropped as soon as the browser goes away.
import { lastChangeAt, subscribeChanges } from "./change-bus";

export const heartbeatMs = 15_000;

/** onClose: called once when the stream ends (the browser went away, or `signal` aborted). */
export function changeEventStream(
  signal: AbortSignal,
  heartbeatEveryMs = heartbeatMs,
  onClose: () => void = () => {},
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
      const unsubscribe = subscribeChanges((change) =>
        send(`event: change\ndata: ${JSON.stringify(change)}\n\n`),
      );
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), heartbeatEveryMs);
      stop = () => {
        if (!isOpen) return;
        isOpen = false;
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
      send(
        `retry: 2000\n: open\nevent: hello\ndata: ${JSON.stringify({ lastChangeAt: lastChangeAt() })}\n\n`,
      );
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

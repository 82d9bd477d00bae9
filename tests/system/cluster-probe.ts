// What test:cluster and bench:cluster watch with: a supervisor's event stream
// (/api/events) read as the browser's EventSource would.
import { changeSchema, type Change } from "../../lib/server/change";

type Heard = { change: Change & { id?: number }; arrivedAt: number };

export type EventStream = {
  /** The first change heard (before or after this call, not taken yet) that matches. */
  next: (matches: (change: Change) => boolean, timeoutMs: number) => Promise<Heard>;
  heard: Heard[];
  close: () => void;
};

export async function openEventStream(origin: string, cookie: string): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(`${origin}/api/events`, { headers: { cookie }, signal: abort.signal });
  if (!response.ok || !response.body)
    throw new Error(`the event stream at ${origin} answered ${response.status}`);
  const heard: Heard[] = [];
  const taken = new Set<Heard>();
  const waiters = new Set<() => void>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let isOpen = false;
  let opened: () => void = () => {};
  const open = new Promise<void>((resolve) => (opened = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes("event: hello") && !isOpen) {
            isOpen = true;
            opened();
          }
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (!frame.includes("event: change") || data === undefined) continue;
          const id = /^id: (\d+)$/m.exec(frame)?.[1];
          const change = { ...changeSchema.parse(JSON.parse(data)), id: id ? Number(id) : undefined };
          heard.push({ change, arrivedAt: performance.now() });
          waiters.forEach((wake) => wake());
        }
      }
    } catch {
      // closed
    }
  })();
  await open;
  return {
    heard,
    close: () => abort.abort(),
    next: (matches, timeoutMs) =>
      new Promise<Heard>((resolve, reject) => {
        const look = () => {
          const found = heard.find((h) => !taken.has(h) && matches(h.change));
          if (!found) return false;
          taken.add(found);
          waiters.delete(look);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no matching change on ${origin}'s event stream within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!look()) waiters.add(look);
      }),
  };
}

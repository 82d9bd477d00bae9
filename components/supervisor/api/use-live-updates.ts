// GET /api/events (server-sent events): every change at a tablet of this app,
// and a poll for changes made elsewhere in the upstream. Either reads the
// supervisor's queries again (at once: changes within one frame are read once).
import { useCallback } from "react";
import { z } from "zod";
import { useChangeStream } from "@/components/ui/use-change-stream";

export const supervisorQueryKey = ["supervisor"] as const;
const hello = z.object({ lastChangeAt: z.number() });

function lastChangeOf(data: string): number | undefined {
  try {
    return hello.parse(JSON.parse(data)).lastChangeAt;
  } catch {
    return undefined;
  }
}

/** renderedAt: when the server made the page (its clock); the views were read after it. */
export function useLiveUpdates(pollSeconds: number, renderedAt: number): void {
  // Whatever happened before the stream was open (or while it was down) was not heard: read again,
  // without restarting a first load still under way. On the first connection only when something
  // changed since the server made the page (the screen's first reads came after that).
  const readsOnHello = useCallback(
    (data: string, isFirstConnection: boolean) =>
      !(isFirstConnection && (lastChangeOf(data) ?? Infinity) <= renderedAt),
    [renderedAt],
  );
  useChangeStream(supervisorQueryKey, {
    url: "/api/events",
    pollMs: pollSeconds * 1000,
    readsOnHello,
  });
}

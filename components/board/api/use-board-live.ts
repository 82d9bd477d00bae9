// GET /api/board/events (server-sent events): every change at a tablet reads
// the board again (at once; changes within a frame once); a poll
// catches what changed in the upstream without the app, and next-auth's
// session is read now and then, which renews the TV's session cookie.
import { useEffect } from "react";
import { useChangeStream, type StreamState } from "@/components/ui/use-change-stream";
import { boardQueryKey } from "./get-board";

const pollMs = 60_000;
const renewSessionMs = 20 * 60_000;

/** Whether the change stream is open ("live") or being re-opened by the browser. */
export function useBoardLive(): StreamState {
  // Opened (again): what changed while it was down was not heard, so the board is read again.
  const state = useChangeStream(boardQueryKey, { url: "/api/board/events", pollMs });
  useEffect(() => {
    const renew = setInterval(() => void fetch("/api/auth/session", { cache: "no-store" }), renewSessionMs);
    return () => clearInterval(renew);
  }, []);
  return state;
}

// GET /api/board/events (server-sent events): every change at a tablet reads
// the board again (a burst once, `debounceMs` after its first change); a poll
// catches what changed in the upstream without the app, and next-auth's
// session is read now and then, which renews the TV's session cookie.
import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { boardQueryKey } from "./get-board";

const debounceMs = 150;
const pollMs = 60_000;
const renewSessionMs = 20 * 60_000;

/** Whether the change stream is open ("live") or being re-opened by the browser. */
export function useBoardLive(): "connecting" | "live" | "reconnecting" {
  const queryClient = useQueryClient();
  const [state, setState] = useState<"connecting" | "live" | "reconnecting">("connecting");
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: boardQueryKey });
      }, debounceMs);
    };
    const events = new EventSource("/api/board/events");
    events.addEventListener("change", refresh);
    // Opened (again): what changed while it was down was not heard, so read the board again.
    events.addEventListener("hello", () => {
      setState("live");
      void queryClient.invalidateQueries({ queryKey: boardQueryKey }, { cancelRefetch: false });
    });
    events.addEventListener("error", () => setState("reconnecting"));
    const poll = setInterval(refresh, pollMs);
    const renew = setInterval(() => void fetch("/api/auth/session", { cache: "no-store" }), renewSessionMs);
    return () => {
      events.close();
      clearInterval(poll);
      clearInterval(renew);
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
  return state;
}

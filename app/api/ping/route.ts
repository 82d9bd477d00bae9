// GET /api/ping – liveness, also the benchmark's bare-route baseline; says whether the shared lists are loaded and whether this server hears the others' changes.
// Public: nothing here counts the floor's activity (no change id, docs/security.md).
import { busHealth } from "@/lib/server/change-bus";
import { jsonAnswer } from "@/lib/http/json-answer";
import { warmUpState } from "@/lib/warm-up/warm-up";

export function GET() {
  const { state, ms, listsMs } = warmUpState();
  const bus = busHealth();
  return jsonAnswer({
    ok: true,
    sharedLists: state,
    sharedListsMs: ms,
    keptListsMs: listsMs,
    changeBus: {
      mode: bus.mode,
      isHearing: bus.isHearing,
      deafForMs: bus.deafSince === null ? null : Date.now() - bus.deafSince,
    },
  });
}

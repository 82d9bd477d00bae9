// GET /api/ping – liveness, also the benchmark's bare-route baseline; says whether the shared lists are loaded yet.
import { warmUpState } from "@/lib/warm-up/warm-up";

export const dynamic = "force-dynamic";

export function GET() {
  const { state, ms } = warmUpState();
  return Response.json({ ok: true, sharedLists: state, sharedListsMs: ms });
}

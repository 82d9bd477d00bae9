// GET /api/health/live – liveness: the process runs and answers (public, cheap; no database).
import { opsHeaders } from "@/lib/ops/access";

export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ live: true }, { headers: opsHeaders });
}

// GET /api/health/live – liveness: the process runs and answers (public, cheap; no database).
import { opsHeaders } from "@/lib/ops/access";
import { jsonAnswer } from "@/lib/http/json-answer";

export function GET() {
  return jsonAnswer({ live: true }, { headers: opsHeaders });
}

// GET /api/health/ready – readiness: database reachable, migrations applied, kept lists warm, upstream reachable (200, else 503).
import { env } from "@/lib/env";
import { jsonAnswer } from "@/lib/http/json-answer";
import { opsHeaders } from "@/lib/ops/access";
import { checkReadiness } from "@/lib/ops/health";
import { getDatabaseHandle } from "@/lib/server/database";
import { warmUpState } from "@/lib/warm-up/warm-up";

export async function GET() {
  const settings = env();
  const readiness = await checkReadiness({
    handle: getDatabaseHandle,
    sharedLists: warmUpState().state,
    upstreamUrl: settings.isUpstreamInProcess ? null : settings.PRODUCTION_API_URL,
  });
  return jsonAnswer(readiness, {
    status: readiness.ready ? 200 : 503,
    headers: opsHeaders,
  });
}

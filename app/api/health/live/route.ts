// GET /api/health/live – liveness: the process runs and answers (public, cheap; no database).
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ live: true }, { headers: { "cache-control": "no-store" } });
}

// GET /api/ping – liveness: a constant body, also the benchmark's bare-route baseline.
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ ok: true });
}

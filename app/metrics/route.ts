// GET /metrics – Prometheus text format; only from METRICS_ALLOW or with METRICS_TOKEN, never to a browser session.
import { refuseMetricsRequest } from "@/lib/ops/access";
import { scrapeMetrics } from "@/lib/ops/metrics-scrape";

export async function GET(request: Request) {
  const refusal = refuseMetricsRequest(request);
  if (refusal) return refusal;
  const { text, contentType } = await scrapeMetrics();
  return new Response(text, { headers: { "content-type": contentType, "cache-control": "no-store" } });
}

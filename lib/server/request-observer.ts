// What defineRoute records of every API request: a request id (the caller's
// X-Request-Id when it is a plain token, e.g. from HAProxy, else a new one),
// one JSON log line (route, status, duration, the employee's id, never a name
// or token) and the request metrics (docs/deploy.md, "What to monitor").
import { randomUUID } from "node:crypto";
import { logger } from "./logger";
import { metrics } from "./metrics";
import { processWide } from "@/lib/base/process-wide";

/** The station and packing steps a scan triggers, by route template (POST only). */
const scanSteps: Record<string, string> = {
  "/api/pack/scan": "pack-scan",
  "/api/departments/[id]/polygons/[polygonId]/start": "station-start",
  "/api/departments/[id]/polygons/[polygonId]/finish": "station-finish",
  "/api/departments/[id]/polygons/[polygonId]/advance": "station-advance",
  "/api/departments/[id]/undo": "station-undo",
};

/** /api/pack/polygons/123 with { id: "123" } is /api/pack/polygons/[id]: one series per route, not per id. */
export function routeTemplate(pathname: string, params: Record<string, string | string[]>): string {
  // Next lists the params in path order: each names the first segment left with its value.
  const encode = (value: string) => {
    try {
      return encodeURIComponent(value);
    } catch {
      return value; // a lone surrogate (the fuzz pass sends them): the raw text
    }
  };
  const waiting = Object.entries(params).map(([name, value]) =>
    typeof value === "string"
      ? { text: encode(value), label: `[${name}]` }
      : { text: value.map(encode).join("/"), label: `[...${name}]` },
  );
  let rest = pathname;
  let done = "";
  for (const { text, label } of waiting) {
    const at = `${rest}/`.indexOf(`/${text}/`);
    if (at < 0) continue;
    done += `${rest.slice(0, at)}/${label}`;
    rest = rest.slice(at + 1 + text.length);
  }
  return done + rest;
}

export type RequestOutcome = {
  status: number;
  employeeId: number | null;
  params: Record<string, string | string[]>;
  /** Answered from an Idempotency-Key's stored answer (a tablet's outbox sending again). */
  isReplay: boolean;
};

/** When the last API request started (process-wide: Next's bundles and the direct listener each observe). */
const lastRequest = processWide("last-request", () => ({ startedAt: performance.now() }));

/** How long no API request has started: table upkeep waits for a quiet floor (lib/ops/db-maintenance.ts). */
export const msSinceLastRequest = (): number => performance.now() - lastRequest.startedAt;

export function observeRequest(request: Request) {
  const startedAt = performance.now();
  lastRequest.startedAt = startedAt;
  const given = request.headers.get("x-request-id") ?? "";
  const id = /^[\w.:-]{8,64}$/.test(given) ? given : randomUUID();
  return {
    id,
    end(outcome: RequestOutcome): void {
      try {
        record(outcome);
      } catch (error) {
        // Measuring a request must never fail it.
        logger().warn(
          { requestId: id, err: error instanceof Error ? error.message : String(error) },
          "request not recorded",
        );
      }
    },
  };

  function record(outcome: RequestOutcome): void {
    const seconds = (performance.now() - startedAt) / 1000;
    const url = new URL(request.url);
    const route = routeTemplate(url.pathname, outcome.params);
    const method = request.method.toUpperCase();
    const status = String(outcome.status);
    const all = metrics();
    all.httpDuration.observe({ method, route, status }, seconds);
    const step = method === "POST" ? scanSteps[route] : undefined;
    if (step) all.scanDuration.observe({ step, status }, seconds);
    if (request.headers.has("idempotency-key"))
      all.idempotentRequests.inc({ route, outcome: outcome.isReplay ? "replay" : "first" });
    const line = {
      requestId: id,
      method,
      route,
      status: outcome.status,
      durationMs: Math.round(seconds * 1000),
      ...(outcome.employeeId === null ? {} : { employeeId: outcome.employeeId }),
    };
    if (outcome.status >= 500) logger().error(line, "request failed");
    else logger().info(line, "request");
  }
}

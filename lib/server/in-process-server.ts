// What the embedded production API and the stand-in CPQ share as servers of
// this process: one handler for all its bundles, and the 404 when switched off.
import { processWide } from "@/lib/base/process-wide";

export type RequestHandler = (request: Request) => Promise<Response>;

/** A holder of the one handler, built on first request, shared by every bundle of the process. */
export const handlerHolder = (name: string) => processWide<{ handler?: RequestHandler }>(name, () => ({}));

/** The ProblemDetails 404 of a server that is switched off, saying why. */
export function switchedOffAnswer(title: string, detail: string): Response {
  return Response.json(
    { type: "about:blank", title, status: 404, detail },
    { status: 404, headers: { "content-type": "application/problem+json" } },
  );
}

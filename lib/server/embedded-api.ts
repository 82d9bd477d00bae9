// The embedded production API of this server: one handler per process, built
// on first request, over the process-wide database and the shared secret.
import { env, type Env } from "@/lib/env";
import { createFaultSwitch } from "@/lib/embedded-api/faults";
import { createEmbeddedApiHandler } from "@/lib/embedded-api/handler";
import { getDatabase } from "./database";
import { productionApiSecret } from "./production-api-secret";

/** The fault switch is for tests: refused (no such path) in production unless TEST_FAULTS is on. */
export const hasFaultSwitch = (settings: Pick<Env, "NODE_ENV" | "TEST_FAULTS">) =>
  settings.NODE_ENV !== "production" || settings.TEST_FAULTS;

let handler: ((request: Request) => Promise<Response>) | undefined;

export async function serveEmbeddedApi(request: Request): Promise<Response> {
  if (!env().EMBEDDED_PRODUCTION_API) {
    return Response.json(
      {
        type: "about:blank",
        title: "Not found",
        status: 404,
        detail: "the embedded production API is switched off",
      },
      { status: 404, headers: { "content-type": "application/problem+json" } },
    );
  }
  handler ??= createEmbeddedApiHandler({
    getDb: getDatabase,
    secret: productionApiSecret(),
    faults: hasFaultSwitch(env()) ? createFaultSwitch() : undefined,
  });
  return handler(request);
}

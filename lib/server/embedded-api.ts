// The embedded production API of this server: one handler per process, built
// on first request, over the process-wide database and the shared secret.
import { env } from "@/lib/env";
import { createEmbeddedApiHandler } from "@/lib/embedded-api/handler";
import { getDatabase } from "./database";
import { productionApiSecret } from "./production-api-secret";

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
  handler ??= createEmbeddedApiHandler({ getDb: getDatabase, secret: productionApiSecret() });
  return handler(request);
}

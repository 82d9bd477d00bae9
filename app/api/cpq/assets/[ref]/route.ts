// GET /api/cpq/assets/{ref} – a CPQ picture or document, fetched by the server and served from the app's origin (lib/cpq/asset-refs.ts).
import { z } from "zod";
import { singleLineText } from "@/lib/base/text";
import { isWellEscaped } from "@/lib/cpq/asset-refs";
import { AppError } from "@/lib/errors";
import { defineRoute } from "@/lib/route/define-route";
import { getCpqService } from "@/lib/server/cpq-client";

// A malformed %-escape is the caller's mistake (400), not a ref that failed its signature (404).
const assetParams = z.object({
  ref: singleLineText().min(1).max(6000).refine(isWellEscaped, "ref has a malformed %-escape"),
});

export const GET = defineRoute({ roles: "signed-in", params: assetParams }, async ({ params }) => {
  const answer = await getCpqService().asset(params.ref);
  if (answer.status === "bad-ref" || answer.status === "not-available") {
    throw new AppError("not_found", "No such picture or document");
  }
  if (answer.status !== "ok") {
    throw new AppError("upstream_unavailable", "The CPQ is not available", answer.message);
  }
  const { bytes, headers } = answer.asset;
  return new Response(new Uint8Array(bytes), { headers });
});

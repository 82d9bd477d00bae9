// GET, POST /api/admin/reasons – every reason code (with how often it was given); create one.
import { createReason, listReasons } from "@/lib/reasons/catalogue";
import { reasonBody, reasonsQuery } from "@/lib/reasons/schemas";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";

export const GET = defineRoute({ roles: ["admin"], query: reasonsQuery }, async ({ query }) =>
  listReasons(await appDatabase(), query.kind),
);

export const POST = defineRoute(
  { roles: ["admin"], body: reasonBody, audit: "admin.reason.create", successStatus: 201 },
  async ({ body }) => createReason(await appDatabase(), body),
);

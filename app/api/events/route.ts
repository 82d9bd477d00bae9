// GET /api/events – server-sent events: one `change` event per successful write at any tablet, heartbeats between.
import { defineRoute } from "@/lib/route/define-route";
import { changeEventStream } from "@/lib/server/change-event-stream";

export const dynamic = "force-dynamic";

export const GET = defineRoute({ roles: ["supervisor", "admin"] }, ({ request }) =>
  Promise.resolve(changeEventStream(request.signal)),
);

// GET /api/events – server-sent events: one `change` event per successful write at any tablet (missed ones after Last-Event-ID first), heartbeats between.
import { defineRoute } from "@/lib/route/define-route";
import { changeEventStream, lastEventIdOf } from "@/lib/server/change-event-stream";

export const GET = defineRoute({ roles: ["supervisor", "admin"] }, ({ request }) =>
  Promise.resolve(changeEventStream(request.signal, undefined, lastEventIdOf(request))),
);

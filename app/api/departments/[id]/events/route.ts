// GET /api/departments/{id}/events – server-sent events for a station: a `change` (no data) whenever its queue may have moved.
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { assertMayWorkInDepartment } from "@/lib/stations/stations";
import { stationEventStream } from "@/lib/stations/station-events";

export const GET = defineRoute(
  { roles: ["operator", "supervisor"], params: idParams },
  ({ employee, params, request }) => {
    assertMayWorkInDepartment(employee, params.id);
    return Promise.resolve(stationEventStream(request.signal));
  },
);

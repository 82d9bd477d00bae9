// POST /api/departments/{id}/polygons/{polygonId}/start – start a waiting polygon in the department: its started status (or done, without one) and startAt = now; 409 when the workflow does not allow it.
import { stationStepRoute } from "../station-step";

export const POST = stationStepRoute("start", "department.polygon-start");

// POST /api/departments/{id}/polygons/{polygonId}/finish – finish a polygon in progress in the department: its done status and finishAt = now; 409 when the workflow does not allow it.
import { stationStepRoute } from "../station-step";

export const POST = stationStepRoute("finish", "department.polygon-finish");

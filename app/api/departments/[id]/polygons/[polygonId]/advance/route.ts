// POST /api/departments/{id}/polygons/{polygonId}/advance – a job-ticket scan: the polygon's one next step in the department (start or finish); 409 when it is not waiting or in progress here.
import { stationStepRoute } from "../station-step";

export const POST = stationStepRoute(undefined, "department.polygon-advance");

// Setting any status on polygons by id: the supervisor's override. Operators
// move polygons only through the station routes (which check where the polygon
// is) and packers through /api/pack, so this route is for supervisors alone
// (docs/security.md, "Who moves a polygon").
import type { z } from "zod";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { setStatusForPolygonsBody } from "@/lib/production-api/schemas";

export { setStatusForPolygonsBody };

export const statusOverrideRoles = ["supervisor"] as const;

export async function setStatusForPolygons(
  upstream: ProductionApiClient,
  body: z.output<typeof setStatusForPolygonsBody>,
): Promise<void> {
  await upstream.status.setStatusForPolygons(body);
}

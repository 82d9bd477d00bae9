// GET /api/quality/figures?weeks&department – first-pass yield per department, product type and week (supervisor, admin).
import { qualityFigures } from "@/lib/quality/figures";
import { figuresQuery, figuresRoles, figuresSchema } from "@/lib/quality/schemas";
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";

export const GET = defineRoute(
  { roles: figuresRoles, query: figuresQuery, response: figuresSchema },
  async ({ query }) => figuresSchema.parse(await qualityFigures(await appDatabase(), query, new Date())),
);

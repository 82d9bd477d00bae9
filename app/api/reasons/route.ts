// GET /api/reasons?kind – the active reasons of a kind, in the admin's order: the buttons a tablet offers.
import { activeReasons } from "@/lib/reasons/catalogue";
import { reasonKindSchema } from "@/lib/reasons/schemas";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { z } from "zod";

export const GET = defineRoute(
  { roles: "signed-in", query: z.object({ kind: reasonKindSchema }) },
  async ({ query }) => activeReasons(await appDatabase(), query.kind),
);

// POST /api/status/project – set a status on every polygon of a production project.
import { appDatabase } from "@/lib/bff/app-database";
import { defineRoute } from "@/lib/bff/route";
import { setStatusForProject, setStatusForProjectBody } from "@/lib/bff/status";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  {
    roles: ["operator", "packer", "supervisor"],
    body: setStatusForProjectBody,
    audit: "status.set-for-project",
  },
  async ({ upstream, employee, body }) => setStatusForProject(await appDatabase(), upstream, employee, body),
);

// /projects/[productionProjectId] – one production project: export, bill of materials, each line's status, work, packages and matching.
import { notFound } from "next/navigation";
import { ProjectView } from "@/components/projects/project-view";
import { Forbidden } from "@/components/shell/forbidden";
import { requireEmployee } from "@/lib/auth/current-employee";
import { hasRole, mayOpenScreen } from "@/lib/auth/roles";
import { appDatabase } from "@/lib/server/app-database";
import { projectPage } from "@/lib/projects/project-page";
import { upstreamFor } from "@/lib/route/upstream";
import { orNotFound } from "@/lib/http/page-data";

export const dynamic = "force-dynamic";

export default async function ProjectPage({ params }: { params: Promise<{ productionProjectId: string }> }) {
  const { productionProjectId: raw } = await params;
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) notFound();
  const employee = await requireEmployee(`/projects/${id}`);
  if (!mayOpenScreen(employee, { kind: "projects" })) return <Forbidden locale={employee.locale} />;
  const page = await orNotFound(projectPage(await appDatabase(), upstreamFor(employee), id));
  return (
    <ProjectView
      page={page}
      locale={employee.locale}
      mayOpenInCpq={hasRole(employee, "supervisor", "admin")}
      mayChangeStatus={hasRole(employee, "supervisor")}
    />
  );
}

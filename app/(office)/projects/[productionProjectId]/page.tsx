// /projects/[productionProjectId] – one production project: export, bill of materials, each line's status, work, packages, matching, quality checks and the plan's projected finish.
import { notFound } from "next/navigation";
import { LineProjectedFinish, ProjectProjectedFinish } from "@/components/planning/projected-finish";
import { ProjectView } from "@/components/projects/project-view";
import { LineChecks } from "@/components/quality/line-checks";
import { Forbidden } from "@/components/shell/forbidden";
import { requireEmployee } from "@/lib/auth/current-employee";
import { hasRole } from "@/lib/base/roles";
import { mayOpenScreen } from "@/lib/auth/screens";
import { logWarning } from "@/lib/base/log";
import { projectionOf } from "@/lib/planning/answers";
import { newestWorkshopPlan } from "@/lib/planning/projection";
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
  const db = await appDatabase();
  const upstream = upstreamFor(employee);
  // The plan is extra: when it cannot be made the page shows the project without it. The newest
  // plan, not a new one: at 100,000 polygons making one took seconds (the next is made meanwhile).
  const [page, projection] = await Promise.all([
    orNotFound(projectPage(db, upstream, id)),
    newestWorkshopPlan(db, upstream)
      .then((plan) => projectionOf(plan, id))
      .catch((error: unknown) => {
        logWarning(`[projects] the plan of project ${id} not read with the page`, error);
        return null;
      }),
  ]);
  const lines = new Map(projection?.lines.map((line) => [line.productionPolygonId, line]));
  return (
    <ProjectView
      page={page}
      locale={employee.locale}
      mayOpenInCpq={hasRole(employee, "supervisor", "admin")}
      mayChangeStatus={hasRole(employee, "supervisor")}
      projected={
        projection && (
          <ProjectProjectedFinish
            projection={projection}
            plannedDelivery={page.plannedDelivery}
            locale={employee.locale}
          />
        )
      }
      projectedLine={(polygonId) => {
        const line = lines.get(polygonId);
        return line && <LineProjectedFinish line={line} locale={employee.locale} />;
      }}
      lineChecks={(polygonId) => <LineChecks productionPolygonId={polygonId} />}
    />
  );
}

"use client";
// One polygon in a supervisor list: project, line and job code, customer, product and its status.
import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/workflow/status-badge";
import { useFloorLabels } from "@/components/workflow/use-floor-labels";
import type { PolygonRow } from "@/lib/supervisor/placed";
import type { WorkflowStatus } from "@/lib/workflow/schemas";

type Line = Pick<
  PolygonRow,
  "id" | "productionProjectId" | "projectNumber" | "lineNumber" | "customer" | "product"
>;

/** With `statuses`, the polygon's status as a badge (the unmatched list has none). */
export function PolygonLine({
  polygon,
  statuses,
  children,
}: {
  polygon: Line & { statusValue?: PolygonRow["statusValue"] };
  statuses?: WorkflowStatus[];
  children?: React.ReactNode;
}) {
  const t = useTranslations("supervisor");
  const labels = useFloorLabels();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-base">
      <a
        className="inline-flex min-h-11 items-center font-semibold underline"
        href={`/projects/${polygon.productionProjectId}`}
      >
        {labels.job({
          ...polygon,
          projectNumber: polygon.projectNumber ?? t("projectId", { id: polygon.productionProjectId }),
        })}
      </a>
      <span>{polygon.customer ?? "–"}</span>
      <span className="text-gray-700">{polygon.product ? labels.product(polygon.product) : "–"}</span>
      {statuses && polygon.statusValue !== undefined && (
        <StatusBadge value={polygon.statusValue} statuses={statuses} />
      )}
      {children}
    </div>
  );
}

// The supervisor's "set status": any value of the workflow's catalogue, with
// a reason that goes into the upstream's history. Leaving a hold this way
// closes the polygon's open problems (with the reason as their release remark).
import type { SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { currentStatusOf } from "@/lib/polygons/polygons";
import { markProblemsReleased } from "@/lib/polygons/problems";
import { displayStatus } from "@/lib/workflow/rules";
import { loadWorkflow } from "@/lib/workflow/store";
import type { SetPolygonStatusBody } from "./schemas";

export type SetStatusResult = {
  productionPolygonId: number;
  previousStatusValue: number | null;
  statusValue: number;
};

export async function setPolygonStatus(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  productionPolygonId: number,
  { statusValue, reason }: SetPolygonStatusBody,
): Promise<SetStatusResult> {
  // A refusal is read at the tablet: in the employee's language, like the screen around it.
  const t = getTranslator(employee.locale);
  const workflow = await loadWorkflow(db);
  if (!workflow.statuses.some((s) => s.value === statusValue)) {
    throw new AppError(
      "invalid_input",
      t("holdRefusals.unknownStatusTitle"),
      t("holdRefusals.unknownStatus", { value: String(statusValue) }),
      { statusValue: [t("holdRefusals.chooseFromList")] },
    );
  }
  const polygon = await upstream.polygon.getById({ id: productionPolygonId });
  const previousStatusValue = currentStatusOf(polygon)?.productionStatusValue ?? null;
  if (previousStatusValue === statusValue) {
    const status = displayStatus(workflow.statuses, statusValue, employee.locale).label;
    throw new AppError(
      "conflict",
      t("holdRefusals.alreadyAtTitle"),
      t("holdRefusals.alreadyAt", { polygon: String(productionPolygonId), status }),
    );
  }
  await upstream.status.setStatusForPolygons({
    productionPolygonIds: [productionPolygonId],
    statusValue,
    remarks: reason,
  });
  const onHoldValues = new Set(workflow.departments.map((d) => d.onHoldValue));
  if (previousStatusValue !== null && onHoldValues.has(previousStatusValue) && !onHoldValues.has(statusValue))
    await markProblemsReleased(db, productionPolygonId, {
      releasedByName: employee.displayName,
      releaseRemark: reason,
    });
  return { productionPolygonId, previousStatusValue, statusValue };
}

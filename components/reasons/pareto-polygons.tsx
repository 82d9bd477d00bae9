"use client";
// The polygons behind one bar of the Pareto chart, in a drawer: each with its
// project and line (a link to the project), customer, product, who gave the
// reason, when, and the remark.
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { useFloorLabels } from "@/components/workflow/use-floor-labels";
import { useParetoPolygons, type ParetoFilter } from "./api/get-pareto";

type Props = { filter: ParetoFilter; reasonId: number; reasonName: string; onClose: () => void };

export function ParetoPolygons({ filter, reasonId, reasonName, onClose }: Props) {
  const t = useTranslations("reasons.pareto");
  const format = useFormatter();
  const labels = useFloorLabels();
  const polygons = useParetoPolygons(filter, reasonId);
  return (
    <Dialog
      placement="drawer"
      closesOnBackdrop
      title={t("polygonsTitle", { reason: reasonName })}
      onClose={onClose}
      headerEnd={
        <Button variant="secondary" className="ml-auto" onClick={onClose}>
          {t("close")}
        </Button>
      }
    >
      {polygons.isPending && <p className="text-lg">{t("loading")}</p>}
      {polygons.isError && (
        <p role="alert" className="text-bad text-lg font-semibold">
          {t("failed")}
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {polygons.data?.items.map((item) => (
          <li key={item.id} className="rounded-lg border-2 border-gray-300 p-3 text-lg">
            {item.polygon ? (
              <a className="font-semibold underline" href={`/projects/${item.polygon.productionProjectId}`}>
                {item.polygon.projectNumber ?? item.polygon.productionProjectId} ·{" "}
                {item.polygon.lineNumber ?? "?"} · {ticketCode(item.productionPolygonId)}
              </a>
            ) : (
              <span className="font-semibold">{t("noPolygon", { id: item.productionPolygonId })}</span>
            )}
            {item.polygon && (
              <span className="block">
                {item.polygon.customer ?? "–"} ·{" "}
                {item.polygon.product ? labels.product(item.polygon.product) : "–"}
              </span>
            )}
            <span className="block text-base text-gray-800">
              {t("by", { name: item.employeeName, at: format.dateTime(new Date(item.at), "shortMoment") })}
              {item.remark && ` · “${item.remark}”`}
            </span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

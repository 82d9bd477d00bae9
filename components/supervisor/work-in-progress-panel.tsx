"use client";
// Work in progress: a row per department, a button per status of its workflow
// with the number of polygons and their production value; a button opens the
// list behind the number below the table.
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { StatusBadge } from "@/components/workflow/status-badge";
import { useFloorLabels } from "@/components/workflow/use-floor-labels";
import { useDepartmentName } from "@/components/workflow/use-department-name";
import type { WorkInProgress } from "@/lib/supervisor/work-in-progress";
import { VirtualList } from "@/components/ui/virtual-list";
import type { WorkflowStatus } from "@/lib/workflow/schemas";
import { useWorkInProgress } from "./api/get-work-in-progress";
import { useWorkInProgressList } from "./api/get-work-in-progress-list";
import { PolygonLine } from "./polygon-line";
import { Section } from "@/components/ui/section";

type Cell = { departmentId: number; departmentName: string; statusValue: number };

export function WorkInProgressPanel({
  statuses,
  initial,
}: {
  statuses: WorkflowStatus[];
  initial?: WorkInProgress;
}) {
  const t = useTranslations("supervisor");
  const format = useFormatter();
  const wip = useWorkInProgress(initial);
  const labels = useFloorLabels();
  const [open, setOpen] = useState<Cell | null>(null);
  const nameOf = useDepartmentName();
  return (
    <Section level={2} headingId="wip-heading" title={t("wip.title")} className="flex flex-col gap-3">
      {wip.isPending && <p>{t("loading")}</p>}
      {wip.isError && <p role="alert">{t("loadFailed")}</p>}
      <div className="flex flex-col gap-2">
        {wip.data?.departments.map((department) => (
          <div key={department.departmentId} className="flex flex-wrap items-center gap-2">
            <h3 className="w-40 text-lg font-semibold">{nameOf(department)}</h3>
            {department.cells.map((cell) => {
              const isOpen =
                open?.departmentId === department.departmentId && open.statusValue === cell.statusValue;
              return (
                <button
                  key={cell.statusValue}
                  type="button"
                  aria-expanded={isOpen}
                  className="flex min-h-12 items-center gap-2 rounded-lg border-2 border-gray-300 px-3 focus-visible:outline focus-visible:outline-4 focus-visible:outline-blue-700"
                  onClick={() =>
                    setOpen(
                      isOpen
                        ? null
                        : {
                            departmentId: department.departmentId,
                            departmentName: nameOf(department),
                            statusValue: cell.statusValue,
                          },
                    )
                  }
                >
                  <StatusBadge value={cell.statusValue} statuses={statuses} />
                  <span className="text-xl font-black">{format.number(cell.count)}</span>
                  <span className="text-sm text-gray-700">
                    {t("wip.value", { value: labels.productionValue(cell.productionValue) })}
                  </span>
                </button>
              );
            })}
          </div>
        ))}
      </div>
      {open && <WorkInProgressList cell={open} statuses={statuses} />}
    </Section>
  );
}

function WorkInProgressList({ cell, statuses }: { cell: Cell; statuses: WorkflowStatus[] }) {
  const t = useTranslations("supervisor");
  const tDates = useTranslations("lineDates");
  const format = useFormatter();
  const list = useWorkInProgressList(cell.departmentId, cell.statusValue);
  const total = list.data?.pages[0]?.total ?? 0;
  return (
    <VirtualList
      label={t("wip.listLabel", { department: cell.departmentName, count: total })}
      keyOf={(item) => item.id}
      pages={list}
      renderItem={(item) => (
        <PolygonLine polygon={item} statuses={statuses}>
          <span>
            {tDates("plannedFinish")}:{" "}
            {item.plannedFinishAt ? format.dateTime(new Date(item.plannedFinishAt), "moment") : "–"}
          </span>
        </PolygonLine>
      )}
    />
  );
}

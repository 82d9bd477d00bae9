"use client";
// Problems: polygons on hold with the remark, the photo and who reported it.
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { HoldActions } from "@/components/floor/hold-actions";
import { useFloorLabels } from "@/components/workflow/use-floor-labels";
import { VirtualList } from "@/components/ui/virtual-list";
import { Section } from "@/components/ui/section";
import type { WorkflowStatus } from "@/lib/workflow/schemas";
import { useProblems } from "./api/get-problems";
import { PolygonLine } from "./polygon-line";

export function ProblemsPanel({ statuses }: { statuses: WorkflowStatus[] }) {
  const t = useTranslations("supervisor");
  const format = useFormatter();
  const labels = useFloorLabels();
  const problems = useProblems();
  // Said above the list: a line released or moved on leaves it.
  const [said, setSaid] = useState("");
  const total = problems.data?.pages[0]?.total ?? 0;
  return (
    <Section
      level={2}
      title={
        <>
          {t("problems.title")} ({problems.data ? total : "…"})
        </>
      }
      className="flex flex-col gap-3"
    >
      <p role="status" className="text-ok text-lg font-semibold">
        {said}
      </p>
      {problems.isError && <p role="alert">{t("loadFailed")}</p>}
      {problems.data && total === 0 && <p>{t("problems.none")}</p>}
      <VirtualList
        label={t("problems.listLabel", { count: total })}
        keyOf={(item) => item.id}
        estimateSize={170}
        pages={problems}
        renderItem={(item) => (
          <div className="flex gap-3">
            {item.photoUrl && (
              <a href={item.photoUrl} target="_blank" rel="noreferrer">
                {/* eslint-disable-next-line @next/next/no-img-element -- a small photo from our own route */}
                <img
                  src={item.photoUrl}
                  alt={t("problems.photo")}
                  className="h-20 w-20 rounded object-cover"
                />
              </a>
            )}
            <div className="flex flex-col gap-1">
              <PolygonLine polygon={item} statuses={statuses} />
              <p className="text-lg">{item.remark ?? t("problems.noRemark")}</p>
              <p className="text-sm text-gray-700">
                {t("problems.reported", {
                  who: item.reportedByName ?? "–",
                  at: item.reportedAt ? format.dateTime(new Date(item.reportedAt), "moment") : "–",
                })}
              </p>
              <HoldActions
                polygonId={item.id}
                name={labels.job(item)}
                statuses={statuses}
                currentValue={item.statusValue}
                isOnHold
                mayRelease
                maySetStatus
                onChanged={setSaid}
              />
            </div>
          </div>
        )}
      />
    </Section>
  );
}

"use client";
// Overdue: polygons longer at their status than its threshold, or past their
// planned finish or delivery, oldest first.
import { useFormatter, useTranslations } from "next-intl";
import { VirtualList } from "@/components/ui/virtual-list";
import { Section } from "@/components/ui/section";
import type { WorkflowStatus } from "@/lib/workflow/schemas";
import { useOverdue } from "./api/get-overdue";
import { PolygonLine } from "./polygon-line";

export function OverduePanel({ statuses }: { statuses: WorkflowStatus[] }) {
  const t = useTranslations("supervisor");
  const tDates = useTranslations("lineDates");
  const format = useFormatter();
  const overdue = useOverdue();
  const total = overdue.data?.pages[0]?.total ?? 0;
  return (
    <Section
      level={2}
      title={
        <>
          {t("overdue.title")} <span data-testid="overdue-count">({overdue.data ? total : "…"})</span>
        </>
      }
      className="flex flex-col gap-3"
    >
      {overdue.isError && <p role="alert">{t("loadFailed")}</p>}
      {overdue.data && total === 0 && <p>{t("overdue.none")}</p>}
      <VirtualList
        label={t("overdue.listLabel", { count: total })}
        keyOf={(item) => item.id}
        pages={overdue}
        renderItem={(item) => (
          <PolygonLine polygon={item} statuses={statuses}>
            <span className="text-bad font-semibold">
              {item.reasons.map((reason) => t(`overdue.reason.${reason}`)).join(", ")}
            </span>
            {/* The line's planned dates, named as on every screen; "overdue since" is when it became overdue. */}
            <span>
              {tDates("plannedFinishAt", {
                at: item.dates.plannedFinish
                  ? format.dateTime(new Date(item.dates.plannedFinish), "moment")
                  : "–",
              })}
            </span>
            {item.reasons.includes("delivery") && item.dates.plannedDelivery && (
              <span>
                {tDates("plannedDeliveryAt", {
                  at: format.dateTime(new Date(item.dates.plannedDelivery), "moment"),
                })}
              </span>
            )}
            <span>{t("overdue.since", { at: format.dateTime(new Date(item.overdueSince), "moment") })}</span>
          </PolygonLine>
        )}
      />
    </Section>
  );
}

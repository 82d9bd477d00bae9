"use client";
// /supervisor/time: the working time of a period per department, operator,
// product and day, the jobs' time against plan (productionValue as minutes),
// the entries with a supervisor's correction, and CSV downloads of each.
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Button, linkClasses } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Field } from "@/components/ui/field";
import { Section } from "@/components/ui/section";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { isEndReason } from "@/lib/work-time/end-reasons";
import type { ReportQuery, WorkTimeReport } from "@/lib/work-time/report";
import { reportCsvHref, useReport } from "./api/get-report";
import { CorrectEntryDialog } from "./correct-entry-dialog";
import { formatMinutes } from "@/components/ui/format-duration";
import { SumTable } from "./sum-table";

type Entry = WorkTimeReport["entries"][number];

export function TimeReportScreen({ initialPeriod }: { initialPeriod: ReportQuery }) {
  const t = useTranslations("workTime.report");
  const format = useFormatter();
  const [draft, setDraft] = useState(initialPeriod);
  const [period, setPeriod] = useState(initialPeriod);
  const [correcting, setCorrecting] = useState<Entry | null>(null);
  const report = useReport(period);
  const data = report.data;
  const at = (iso: string | null) => (iso ? format.dateTime(new Date(iso), "shortMoment") : t("running"));

  return (
    <div className="flex flex-col gap-6">
      <form
        className="flex flex-wrap items-end gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setPeriod(draft);
        }}
      >
        {(["from", "to"] as const).map((end) => (
          <Field
            key={end}
            id={`report-${end}`}
            label={t(end)}
            type="date"
            required
            value={draft[end]}
            onChange={(e) => setDraft({ ...draft, [end]: e.target.value })}
          />
        ))}
        <Button type="submit">{t("show")}</Button>
      </form>
      {report.isPending && <p className="text-xl">{t("loading")}</p>}
      {report.isError && (
        <p role="alert" className="text-bad text-xl font-semibold">
          {report.error.message}
        </p>
      )}
      {data && (
        <>
          <p className="text-2xl font-bold">{t("total", { hours: formatMinutes(data.totalMinutes) })}</p>
          <div className="grid gap-6 lg:grid-cols-2">
            <SumTable
              title={t("byDepartment")}
              rows={data.byDepartment}
              csvHref={reportCsvHref(period, "department")}
            />
            <SumTable
              title={t("byOperator")}
              rows={data.byOperator}
              csvHref={reportCsvHref(period, "operator")}
            />
            <SumTable
              title={t("byProduct")}
              rows={data.byProduct}
              csvHref={reportCsvHref(period, "product")}
              emptyLabel={t("unknownProduct")}
            />
            <SumTable title={t("byDay")} rows={data.byDay} csvHref={reportCsvHref(period, "day")} />
          </div>
          <Section title={t("jobs")} className="flex flex-col gap-2">
            <p className="text-lg text-gray-800">{t("jobsHint")}</p>
            <DataTable
              label={t("jobs")}
              rows={data.jobs}
              keyOf={(job) => `${job.productionPolygonId}:${job.departmentName}`}
              columns={[
                { header: t("ticket"), cell: (job) => ticketCode(job.productionPolygonId) },
                { header: t("department"), cell: (job) => job.departmentName },
                { header: t("product"), cell: (job) => job.product ?? t("unknownProduct") },
                { header: t("planned"), cell: (job) => formatMinutes(job.plannedMinutes), isNumeric: true },
                { header: t("actual"), cell: (job) => formatMinutes(job.actualMinutes), isNumeric: true },
                {
                  header: t("difference"),
                  cell: (job) => formatMinutes(job.differenceMinutes),
                  isNumeric: true,
                },
                { header: t("operators"), cell: (job) => job.operators, isNumeric: true },
                { header: t("state"), cell: (job) => (job.isDone ? t("done") : t("open")) },
              ]}
            />
            <a className={linkClasses} href={reportCsvHref(period, "jobs")} download>
              {t("csv", { what: t("jobs") })}
            </a>
          </Section>
          <Section title={t("entries")} className="flex flex-col gap-2">
            {data.entryCount > data.entries.length && (
              <p className="text-lg">
                {t("entriesCut", { shown: data.entries.length, total: data.entryCount })}
              </p>
            )}
            <DataTable
              label={t("entries")}
              rows={data.entries}
              keyOf={(entry) => entry.id}
              columns={[
                { header: t("operator"), cell: (e) => e.employeeName },
                { header: t("ticket"), cell: (e) => ticketCode(e.productionPolygonId) },
                { header: t("department"), cell: (e) => e.departmentName },
                { header: t("startedAt"), cell: (e) => at(e.startedAt) },
                { header: t("endedAt"), cell: (e) => at(e.endedAt) },
                {
                  header: t("reason"),
                  cell: (e) => (isEndReason(e.endReason) ? t(`reasons.${e.endReason}`) : "—"),
                },
                { header: t("hours"), cell: (e) => formatMinutes(e.minutes), isNumeric: true },
                {
                  header: t("correctedBy"),
                  cell: (e) => e.correctedBy ?? "",
                },
                {
                  header: <span className="sr-only">{t("correct.action")}</span>,
                  cell: (e) => (
                    <Button variant="secondary" onClick={() => setCorrecting(e)}>
                      {t("correct.action")}
                      <span className="sr-only">
                        {" "}
                        {t("correct.which", { name: e.employeeName, at: at(e.startedAt) })}
                      </span>
                    </Button>
                  ),
                },
              ]}
            />
            <a className={linkClasses} href={reportCsvHref(period, "entries")} download>
              {t("csv", { what: t("entries") })}
            </a>
          </Section>
        </>
      )}
      {correcting && <CorrectEntryDialog entry={correcting} onClose={() => setCorrecting(null)} />}
    </div>
  );
}

// The report as CSV (one view at a time), opened by Excel, written by the
// app's one CSV writer (lib/http/csv.ts: quoting, byte-order mark, formula guard).
import { z } from "zod";
import { csvOf, type CsvValue } from "@/lib/http/csv";
import { reportQuery, type WorkTimeReport } from "./report";

export const csvViews = ["department", "operator", "product", "day", "jobs", "entries"] as const;
export const reportCsvQuery = reportQuery.extend({ view: z.enum(csvViews).default("entries") });
export type CsvView = (typeof csvViews)[number];

const hours = (minutes: number) => (minutes / 60).toFixed(2);

function tableOf(report: WorkTimeReport, view: CsvView): CsvValue[][] {
  const sums = (name: string, rows: { label: string; minutes: number }[]) => [
    [name, "minutes", "hours"],
    ...rows.map((r) => [r.label, r.minutes, hours(r.minutes)]),
  ];
  switch (view) {
    case "department":
      return sums("department", report.byDepartment);
    case "operator":
      return sums("operator", report.byOperator);
    case "product":
      return sums("product", report.byProduct);
    case "day":
      return sums("day", report.byDay);
    case "jobs":
      return [
        [
          "production_polygon_id",
          "department",
          "product",
          "planned_minutes",
          "actual_minutes",
          "difference_minutes",
          "operators",
          "done",
        ],
        ...report.jobs.map((j) => [
          j.productionPolygonId,
          j.departmentName,
          j.product,
          j.plannedMinutes,
          j.actualMinutes,
          j.differenceMinutes,
          j.operators,
          j.isDone,
        ]),
      ];
    case "entries":
      return [
        [
          "id",
          "operator",
          "production_polygon_id",
          "department",
          "product",
          "started_at",
          "ended_at",
          "end_reason",
          "minutes",
          "corrected_by",
        ],
        ...report.entries.map((e) => [
          e.id,
          e.employeeName,
          e.productionPolygonId,
          e.departmentName,
          e.product,
          e.startedAt,
          e.endedAt,
          e.endReason,
          e.minutes,
          e.correctedBy,
        ]),
      ];
  }
}

export function reportCsv(report: WorkTimeReport, view: CsvView) {
  return {
    csv: csvOf(tableOf(report, view)),
    fileName: `working-time-${view}-${report.from}-${report.to}.csv`,
  };
}

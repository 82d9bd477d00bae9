// The report as CSV (one view at a time), opened by Excel: RFC 4180 quoting,
// CRLF rows, a byte-order mark, and text that would start a formula quoted.
import { z } from "zod";
import { reportQuery, type WorkTimeReport } from "./report";

export const csvViews = ["department", "operator", "product", "day", "jobs", "entries"] as const;
export const reportCsvQuery = reportQuery.extend({ view: z.enum(csvViews).default("entries") });
export type CsvView = (typeof csvViews)[number];

function csvCell(value: string | number | boolean | null): string {
  if (value === null) return "";
  if (typeof value !== "string") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const hours = (minutes: number) => (minutes / 60).toFixed(2);

function tableOf(report: WorkTimeReport, view: CsvView): (string | number | boolean | null)[][] {
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
  const csv = `\uFEFF${tableOf(report, view)
    .map((row) => row.map(csvCell).join(","))
    .join("\r\n")}\r\n`;
  return { csv, fileName: `working-time-${view}-${report.from}-${report.to}.csv` };
}

// GET /api/work-time/report?from&to: the working-time report of a period (workshop days, both included).
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { ReportQuery, WorkTimeReport } from "@/lib/work-time/report";
import { workTimeKey } from "@/components/floor/api/get-my-timer";

const search = (period: ReportQuery) => new URLSearchParams(period).toString();

export const reportQueryOptions = (period: ReportQuery) =>
  queryOptions({
    queryKey: [...workTimeKey, "report", period.from, period.to],
    queryFn: ({ signal }) => fetchJson<WorkTimeReport>(`/api/work-time/report?${search(period)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useReport = (period: ReportQuery) => useQuery(reportQueryOptions(period));

/** The CSV download of one view of the report. */
export const reportCsvHref = (period: ReportQuery, view: string) =>
  `/api/work-time/report/csv?${new URLSearchParams({ ...period, view }).toString()}`;

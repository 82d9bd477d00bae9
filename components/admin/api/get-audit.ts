// GET /api/admin/audit: one page of the audit trail, newest first, with the filters as query parameters.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { listAuditEntries } from "@/lib/audit/audit";
import { fetchJson } from "@/lib/http/fetch-json";

export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>[number];
export type AuditFilters = { username: string; action: string; from: string; to: string };

export const auditPageSize = 50;

export const getAudit = (filters: AuditFilters, page: number, signal?: AbortSignal) => {
  const query = new URLSearchParams({ limit: String(auditPageSize), offset: String(page * auditPageSize) });
  for (const [key, value] of Object.entries(filters)) if (value.trim()) query.set(key, value.trim());
  return fetchJson<AuditRow[]>(`/api/admin/audit?${query.toString()}`, { signal });
};

export const auditQueryOptions = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: ["admin", "audit", filters, page],
    queryFn: ({ signal }) => getAudit(filters, page, signal),
    placeholderData: keepPreviousData,
  });

export const useAudit = (filters: AuditFilters, page: number) => useQuery(auditQueryOptions(filters, page));

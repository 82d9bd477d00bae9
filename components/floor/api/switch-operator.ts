// GET /api/work-time/badge?code (the badge holder's name) and POST /api/work-time/switch (badge + PIN checked, the current operator's time paused).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { badgeHolder, switchOperator } from "@/lib/work-time/badge-switch";

export const badgeHolderQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ["work-time", "badge", code],
    queryFn: ({ signal }) =>
      fetchJson<Awaited<ReturnType<typeof badgeHolder>>>(
        `/api/work-time/badge?${new URLSearchParams({ code }).toString()}`,
        { signal },
      ),
    retry: false,
  });

export const useBadgeHolder = (code: string) => useQuery(badgeHolderQueryOptions(code));

export const switchTo = (badgeCode: string, pin: string, departmentId: number) =>
  fetchJson<Awaited<ReturnType<typeof switchOperator>>>("/api/work-time/switch", {
    method: "POST",
    body: { badgeCode, pin, departmentId },
  });

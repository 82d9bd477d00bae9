// Problems: polygons on hold (a department's on-hold value) with the latest
// problem reported at a station – remark, photo, who and when – newest first.
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { latestProblems } from "@/lib/polygons/problems";
import { loadWorkflow } from "@/lib/workflow/store";
import { describePage, polygonsAt, type Page } from "./placed";

export async function problemList(db: Database, upstream: ProductionApiClient, page: Page) {
  const workflow = await loadWorkflow(db);
  const onHold = await polygonsAt(upstream, [...new Set(workflow.departments.map((d) => d.onHoldValue))]);
  const problems = await latestProblems(
    db,
    onHold.map((p) => p.id),
  );
  // Keys worked out once, not in the comparator (thousands of polygons on hold at 100,000).
  const heldSince = (p: (typeof onHold)[number]) =>
    Date.parse(problems.get(p.id)?.reportedAt ?? p.statuses[0]?.assignedAt ?? "") || 0;
  const sorted = onHold
    .map((polygon) => ({ polygon, since: heldSince(polygon) }))
    .sort((a, b) => b.since - a.since || b.polygon.id - a.polygon.id);
  const rows = await describePage(
    upstream,
    sorted.slice(page.offset, page.offset + page.limit).map(({ polygon }) => ({ polygon })),
  );
  return {
    total: onHold.length,
    items: rows.map(({ row, polygon }) => {
      const problem = problems.get(row.polygon.id) ?? null;
      return {
        ...polygon,
        remark: problem?.remark ?? row.polygon.statuses[0]?.remarks ?? null,
        reportedByName: problem?.reportedByName ?? null,
        reportedAt: problem?.reportedAt ?? polygon.statusAssignedAt,
        photoUrl: problem?.photoUrl ?? null,
      };
    }),
  };
}
export type ProblemList = Awaited<ReturnType<typeof problemList>>;

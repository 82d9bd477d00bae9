// Problems: polygons on hold (a department's on-hold value) with the latest
// problem reported at a station – remark, photo, who and when – newest first.
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { latestProblems, problemsVersion } from "@/lib/polygons/problems";
import { sinceOf } from "@/lib/shared-lists/status-lists";
import type { Workflow } from "@/lib/workflow/schemas";
import { loadWorkflow } from "@/lib/workflow/store";
import { derivedFromLists, untilListsChange } from "./derived";
import { describePage, polygonsAt, type Page } from "./placed";

/** The polygons on hold, the latest problem reported first, with their latest problems. */
async function onHoldNewestFirst(db: Database, upstream: ProductionApiClient, workflow: Workflow) {
  const onHold = await polygonsAt(upstream, [...new Set(workflow.departments.map((d) => d.onHoldValue))]);
  const problems = await latestProblems(
    db,
    onHold.map((p) => p.id),
  );
  // Keys worked out once, not in the comparator (thousands of polygons on hold at 100,000).
  const heldSince = (p: (typeof onHold)[number]) =>
    sinceOf(problems.get(p.id)?.reportedAt, p.statuses.current);
  const sorted = onHold
    .map((polygon) => ({ polygon, since: heldSince(polygon) }))
    .sort((a, b) => b.since - a.since || b.polygon.id - a.polygon.id);
  return { sorted, problems };
}

export async function problemList(db: Database, upstream: ProductionApiClient, page: Page) {
  const [workflow, version] = await Promise.all([loadWorkflow(db), problemsVersion(db)]);
  // Kept while the lists, the workflow and the problems stay (lib/shared-lists/derived.ts):
  // every change at a tablet reads this again, and at 100,000 polygons thousands are on hold.
  const { sorted, problems } = await derivedFromLists(
    "problems",
    `${JSON.stringify(workflow)}|${version}`,
    () => onHoldNewestFirst(db, upstream, workflow),
    { expiresAt: untilListsChange },
  );
  const rows = await describePage(
    upstream,
    sorted.slice(page.offset, page.offset + page.limit).map(({ polygon }) => ({ polygon })),
  );
  return {
    total: sorted.length,
    items: rows.map(({ row, polygon }) => {
      const problem = problems.get(row.polygon.id) ?? null;
      return {
        ...polygon,
        remark: problem?.remark ?? row.polygon.statuses.current?.remarks ?? null,
        reportedByName: problem?.reportedByName ?? null,
        reportedAt: problem?.reportedAt ?? polygon.statusAssignedAt,
        photoUrl: problem?.photoUrl ?? null,
      };
    }),
  };
}
export type ProblemList = Awaited<ReturnType<typeof problemList>>;

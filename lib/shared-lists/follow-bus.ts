// Shared lists agree across app servers (docs/shared-lists.md, "Several
// servers"): a change another server published names the polygons it touched;
// this server re-reads just those, as the writing server did, and patches its
// own kept lists. Its own changes it patched already when it made them.
import type { ProductionApiClient } from "@/lib/production-api/client";
import { ProductionApiError } from "@/lib/production-api/errors";
import { followChangesElsewhere, type Change } from "@/lib/server/change-bus";
import { logWarning } from "@/lib/base/log";
import { processWide } from "@/lib/base/process-wide";
import {
  departmentsListingPolygon,
  forgetPolygonDepartment,
  markDepartmentListsStale,
  markStatusListsStale,
  notePolygon,
  notePolygonDepartment,
} from "./status-lists";
import { markUnmatchedStale, noteUnmatchedPolygon } from "./unmatched-list";

/** Past this many polygons in one change, the lists are read afresh instead (as the writer does). */
const maxFollowed = 20;

function markEverythingStale(): void {
  markStatusListsStale();
  markUnmatchedStale();
  markDepartmentListsStale();
}

async function polygonOrNull(upstream: ProductionApiClient, id: number) {
  try {
    return await upstream.polygon.getById({ id });
  } catch (error) {
    if (error instanceof ProductionApiError && error.status === 404) return null;
    throw error;
  }
}

/** Patches this server's kept lists with another server's change. */
export async function followChange(upstream: ProductionApiClient, change: Change): Promise<void> {
  if (change.isWide || change.polygonIds.length > maxFollowed) return markEverythingStale();
  if (change.hasWork && change.polygonIds.length === 0) markDepartmentListsStale();
  await Promise.all(
    change.polygonIds.map(async (id) => {
      const [polygon, work] = await Promise.all([
        polygonOrNull(upstream, id),
        change.hasWork ? upstream.polygonDepartment.getByPolygon({ productionPolygonId: id }) : [],
      ]);
      if (polygon) {
        notePolygon(polygon);
        noteUnmatchedPolygon(polygon);
      }
      work.forEach(notePolygonDepartment);
      // Work another server removed leaves the lists, as it left that server's.
      if (!change.hasWork) return;
      const planned = new Set(work.map((entry) => entry.productionDepartmentId));
      for (const departmentId of departmentsListingPolygon(id))
        if (!planned.has(departmentId)) forgetPolygonDepartment(id, departmentId);
    }),
  );
}

const following = processWide<{ isFollowing: boolean; tail: Promise<void> }>("follow-bus", () => ({
  isFollowing: false,
  // In order: a later change of a polygon is applied after an earlier one.
  tail: Promise.resolve(),
}));

/** Settles once every change heard so far is followed: what reads the lists after a change waits for it. */
export const changesFollowed = (): Promise<void> => following.tail;

/**
 * Follows every change of the other servers, once per process, reading as
 * the employee the upstream client belongs to. A change that cannot be
 * followed (the upstream down) marks the lists stale: they are read afresh.
 * The bus passes the change on to this server's screens once it is followed,
 * so the views they read then show it.
 */
export function followOtherServers(upstream: () => Promise<ProductionApiClient | null>): void {
  const state = following;
  if (state.isFollowing) return;
  state.isFollowing = true;
  followChangesElsewhere((change) => {
    state.tail = state.tail.then(async () => {
      try {
        const client = await upstream();
        if (client) await followChange(client, change);
        else markEverythingStale();
      } catch (error) {
        logWarning(
          "[shared-lists] could not follow another server's change; the lists are read afresh:",
          error,
        );
        markEverythingStale();
      }
    });
    return state.tail;
  });
}

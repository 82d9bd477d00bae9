// The kept unmatched list and a match made while it is being reloaded: the
// reload's answer was read before the match, so the app's own change is
// replayed onto it when it arrives, and the matched polygon does not come back.
import { expect, it } from "vitest";
import * as matchedRoute from "@/app/api/materials/[id]/matched/route";
import * as unmatchedCountRoute from "@/app/api/polygons/unmatched/count/route";
import { markUnmatchedStale, unmatchedPolygons } from "@/lib/shared-lists/unmatched-list";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { UnmatchedDigest } from "@/lib/production-api/views";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const matcher = employee(["matcher"]);

/**
 * The real client, except that polygon/getunmatched's answer, as the kept
 * list reads it (its digests, read from the upstream at once), is handed over
 * only when the test releases it.
 */
function heldUnmatched(upstream: ProductionApiClient) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRead!: () => void;
  const read = new Promise<void>((resolve) => (markRead = resolve));
  const client: ProductionApiClient = {
    ...upstream,
    view: async (view, input) => {
      const answer = await upstream.view(view, input);
      if (view !== "unmatched-digests") return answer;
      markRead();
      await released;
      return answer;
    },
  };
  return { client, read, release };
}

const waitingIds = (list: ReadonlyMap<number, UnmatchedDigest>) => [...list.keys()].sort((a, b) => a - b);

it("keeps a polygon matched during a reload off the reloaded list", async () => {
  const [first, second] = ctx.ids.polygonIds;
  expect(waitingIds(await unmatchedPolygons(ctx.upstream))).toEqual([first, second]);

  markUnmatchedStale();
  const held = heldUnmatched(ctx.upstream);
  const reloaded = unmatchedPolygons(held.client);
  await held.read; // the reload's answer still has both polygons waiting

  const entryId = ctx.ids.materialEntryIds[0];
  const response = await matchedRoute.POST(
    await apiRequest(`/api/materials/${entryId}/matched`, {
      method: "POST",
      as: matcher,
      body: { isMatched: true },
    }),
    routeParams({ id: entryId }),
  );
  expect(response.status).toBe(200);

  held.release();
  expect(waitingIds(await reloaded)).toEqual([second]);
  const count = await unmatchedCountRoute.GET(
    await apiRequest("/api/polygons/unmatched/count", { as: matcher }),
  );
  expect(await json<{ count: number }>(count)).toEqual({ count: 1 });
});

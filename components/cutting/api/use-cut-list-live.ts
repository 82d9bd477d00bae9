"use client";
// GET /api/departments/{id}/events: the station's change stream. A cut at the
// other cutting tablet, a line coming into cutting, or a new cut plan made in
// the background (docs/cutting.md, "The plan is made beside the requests")
// reads the cut list again within a frame; the poll catches what changed
// outside the app.
import { useCallback, useMemo } from "react";
import { useChangeStream, type StreamState } from "@/components/ui/use-change-stream";
import { cutListQueryOptions } from "./get-cut-list";

export function useCutListLive(departmentId: number): StreamState {
  // The first hello needs no read (the list is being read); a reopened stream reads what it missed.
  const readsOnHello = useCallback((_: string, isFirstConnection: boolean) => !isFirstConnection, []);
  const queryKey = useMemo(() => cutListQueryOptions(departmentId).queryKey, [departmentId]);
  return useChangeStream(queryKey, {
    url: `/api/departments/${departmentId}/events`,
    pollMs: 60_000,
    readsOnHello,
  });
}

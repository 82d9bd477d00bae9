"use client";
// GET /api/departments/{id}/events: the station's change stream. A cut at the
// other cutting tablet, a line coming into cutting, or a new cut plan made in
// the background (docs/cutting.md, "The plan is made beside the requests")
// reads the cut list again within a frame; the poll catches what changed
// outside the app. The stream's first hello reads again too: a plan made
// between the page's first read and the stream's opening is told to no one
// else (a line sent back to cutting waited for the minute's poll).
import { useMemo } from "react";
import { useChangeStream, type StreamState } from "@/components/ui/use-change-stream";
import { cutListQueryOptions } from "./get-cut-list";

export function useCutListLive(departmentId: number): StreamState {
  const queryKey = useMemo(() => cutListQueryOptions(departmentId).queryKey, [departmentId]);
  return useChangeStream(queryKey, {
    url: `/api/departments/${departmentId}/events`,
    pollMs: 60_000,
  });
}

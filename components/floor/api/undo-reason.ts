// POST /api/reasons/undo: why a scan was undone (optional, after the undo).
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { fetchJson } from "@/lib/http/fetch-json";
import type { undoReasonBody } from "@/lib/reasons/schemas";

export const postUndoReason = (body: z.input<typeof undoReasonBody>) =>
  fetchJson<{ id: number; at: string }>("/api/reasons/undo", { method: "POST", body });

export const useSendUndoReason = () => useMutation({ mutationFn: postUndoReason });

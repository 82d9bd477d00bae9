// GET /api/pack/undo: what "undo last scan" would reverse, read just before asking.
import { fetchJson } from "@/lib/http/fetch-json";
import type { UndoPreview } from "@/lib/packing/undo-preview";

export const getUndoPreview = () => fetchJson<UndoPreview>("/api/pack/undo");

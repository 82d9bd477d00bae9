"use client";
// Whether a new cut plan arrived a moment ago: the cut list's plan key changed
// from the one shown before (the first list read is no update).
import { useEffect, useState } from "react";

export function usePlanUpdated(planKey: string | null | undefined, shownMs = 10_000): boolean {
  const [seenKey, setSeenKey] = useState<string | null>(planKey ?? null);
  const [updatedKey, setUpdatedKey] = useState<string | null>(null);
  // Set while rendering (React's "storing information from previous renders"): no extra paint.
  if (planKey && planKey !== seenKey) {
    setSeenKey(planKey);
    if (seenKey !== null) setUpdatedKey(planKey);
  }
  useEffect(() => {
    if (updatedKey === null) return;
    const timer = setTimeout(() => setUpdatedKey(null), shownMs);
    return () => clearTimeout(timer);
  }, [updatedKey, shownMs]);
  return updatedKey !== null;
}

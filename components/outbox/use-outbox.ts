"use client";
// The outbox's kept writes as React state (one store in the browser, shared by every screen).
import { useSyncExternalStore } from "react";
import { getOutboxSnapshot, subscribeOutbox, type OutboxSnapshot } from "@/lib/outbox/outbox";

const serverSnapshot: OutboxSnapshot = { entries: [], sentCount: 0, isLoaded: false };

export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(subscribeOutbox, getOutboxSnapshot, () => serverSnapshot);
}

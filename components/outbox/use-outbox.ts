"use client";
// The outbox's kept writes as React state (one store in the browser, shared by
// every screen). Empty until the outbox's engine is loaded (load-outbox.ts).
import { useEffect, useState, useSyncExternalStore } from "react";
import { loadOutbox } from "@/lib/outbox/load-outbox";
import type * as Outbox from "@/lib/outbox/outbox";
import type { OutboxSnapshot } from "@/lib/outbox/outbox";

const emptySnapshot: OutboxSnapshot = { entries: [], sentCount: 0, isLoaded: false };
const subscribeToNothing = () => () => {};
const getEmptySnapshot = () => emptySnapshot;

export function useOutbox(): OutboxSnapshot {
  const [engine, setEngine] = useState<typeof Outbox | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void loadOutbox().then((loaded) => {
      if (isCurrent) setEngine(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return useSyncExternalStore(
    engine?.subscribeOutbox ?? subscribeToNothing,
    engine?.getOutboxSnapshot ?? getEmptySnapshot,
    getEmptySnapshot,
  );
}

"use client";
// This device's scanner settings in localStorage, as a React external store:
// every component sees a change at once (and other tabs through "storage").
import { useSyncExternalStore } from "react";
import {
  defaultScannerSettings,
  parseStoredScannerSettings,
  scannerSettingsStorageKey,
  type ScannerSettings,
} from "@/lib/scan/settings";

const listeners = new Set<() => void>();
let cached: { raw: string | null; settings: ScannerSettings } | null = null;

function readStored(): string | null {
  try {
    return window.localStorage.getItem(scannerSettingsStorageKey);
  } catch {
    return null; // storage blocked (private mode): the defaults hold
  }
}

function getSnapshot(): ScannerSettings {
  const raw = readStored();
  if (cached?.raw !== raw) cached = { raw, settings: parseStoredScannerSettings(raw) };
  return cached.settings;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === scannerSettingsStorageKey) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useScannerSettings(): ScannerSettings {
  return useSyncExternalStore(subscribe, getSnapshot, () => defaultScannerSettings);
}

/** Stores the settings of this device (checked by the settings form with the zod schema). */
export function saveScannerSettings(settings: ScannerSettings): void {
  window.localStorage.setItem(scannerSettingsStorageKey, JSON.stringify(settings));
  for (const listener of listeners) listener();
}

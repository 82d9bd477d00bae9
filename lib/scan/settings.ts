// Scanner settings of one device (a tablet and its hand scanner), kept in the
// browser's localStorage by components/scan: each station sets up its own.
// Reading them runs on every floor page, so it checks the stored values
// against the schema's bounds without loading zod (settings.test.ts proves
// it agrees with the schema).
import type { ScannerSettings } from "./settings-schema";
import { readKeysByOptions, scannerSettingDefaults, scannerSettingLimits as limits } from "./settings-limits";

export type { ScannerSettings } from "./settings-schema";

export const defaultScannerSettings: ScannerSettings = { ...scannerSettingDefaults };

export const scannerSettingsStorageKey = "shopfloor.scanner-settings.v1";

const isWhole = (value: unknown, { min, max }: { min: number; max: number }): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
const isAffix = (value: unknown): value is string =>
  typeof value === "string" && value.length <= limits.affixMaxLength;
const isReadKeysBy = (value: unknown): value is ScannerSettings["readKeysBy"] =>
  readKeysByOptions.some((option) => option === value);

/**
 * Stored settings, or the defaults when nothing (or something unreadable) is
 * stored; a missing setting takes its default, an invalid one spoils all.
 */
export function parseStoredScannerSettings(stored: string | null): ScannerSettings {
  if (!stored) return defaultScannerSettings;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return defaultScannerSettings;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return defaultScannerSettings;
  const merged: Record<string, unknown> = { ...defaultScannerSettings, ...value };
  const {
    maxInterKeyMs,
    minLength,
    prefix,
    suffix,
    suffixEndsScan,
    groupSeparatorKey,
    groupSeparatorText,
    readKeysBy,
    soundOn,
    vibrateOn,
    printerId,
    printNewPackageLabel,
  } = merged;
  if (
    isWhole(maxInterKeyMs, limits.maxInterKeyMs) &&
    isWhole(minLength, limits.minLength) &&
    isAffix(prefix) &&
    isAffix(suffix) &&
    typeof suffixEndsScan === "boolean" &&
    typeof groupSeparatorKey === "string" &&
    groupSeparatorKey.length <= limits.keyNameMaxLength &&
    isAffix(groupSeparatorText) &&
    isReadKeysBy(readKeysBy) &&
    typeof soundOn === "boolean" &&
    typeof vibrateOn === "boolean" &&
    (printerId === null || isWhole(printerId, limits.printerId)) &&
    typeof printNewPackageLabel === "boolean"
  ) {
    return {
      maxInterKeyMs,
      minLength,
      prefix,
      suffix,
      suffixEndsScan,
      groupSeparatorKey,
      groupSeparatorText,
      readKeysBy,
      soundOn,
      vibrateOn,
      printerId,
      printNewPackageLabel,
    };
  }
  return defaultScannerSettings;
}

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
const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";

/** Each setting's check, in the settings' order (the order of the object read back). */
const checks: { [Key in keyof ScannerSettings]: (value: unknown) => boolean } = {
  maxInterKeyMs: (value) => isWhole(value, limits.maxInterKeyMs),
  minLength: (value) => isWhole(value, limits.minLength),
  prefix: isAffix,
  suffix: isAffix,
  suffixEndsScan: isBoolean,
  groupSeparatorKey: (value) => typeof value === "string" && value.length <= limits.keyNameMaxLength,
  groupSeparatorText: isAffix,
  readKeysBy: (value) => readKeysByOptions.some((option) => option === value),
  soundOn: isBoolean,
  vibrateOn: isBoolean,
  printerId: (value) => value === null || isWhole(value, limits.printerId),
  printNewPackageLabel: isBoolean,
  deviceName: (value) =>
    typeof value === "string" &&
    value.length <= limits.deviceNameMaxLength &&
    !/[\u0000-\u001f\u007f-\u009f]/.test(value),
  departmentId: (value) => value === null || isWhole(value, limits.departmentId),
  repeatScanConfirmSeconds: (value) => isWhole(value, limits.repeatScanConfirmSeconds),
};
const settingKeys = Object.keys(checks) as (keyof ScannerSettings)[];

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
  if (!settingKeys.every((key) => checks[key](merged[key]))) return defaultScannerSettings;
  // Every value passed its setting's check above, so the object is the settings' shape.
  return Object.fromEntries(settingKeys.map((key) => [key, merged[key]])) as ScannerSettings;
}

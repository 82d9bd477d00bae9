// The zod schema of a device's scanner settings: the type, and the check of
// what the settings form saves. Kept apart from settings.ts so that zod (about
// 25 KB gzip) stays out of the first download of every floor page.
import { z } from "zod";
import {
  scannerSettingDefaults as defaults,
  scannerSettingLimits as limits,
  readKeysByOptions,
} from "./settings-limits";

export const scannerSettingsSchema = z.object({
  /** Longest average time between the keys of a scan; human typing is slower. */
  maxInterKeyMs: z
    .int()
    .min(limits.maxInterKeyMs.min)
    .max(limits.maxInterKeyMs.max)
    .default(defaults.maxInterKeyMs),
  /** Shortest scan: fewer characters followed by Enter is typing. */
  minLength: z.int().min(limits.minLength.min).max(limits.minLength.max).default(defaults.minLength),
  /** Characters the scanner is set to send before each code (removed). */
  prefix: z.string().max(limits.affixMaxLength).default(defaults.prefix),
  /** Characters the scanner is set to send after each code, before Enter (removed). */
  suffix: z.string().max(limits.affixMaxLength).default(defaults.suffix),
  /** The suffix ends a scan by itself (for a scanner that sends no Enter). */
  suffixEndsScan: z.boolean().default(defaults.suffixEndsScan),
  /** A key (KeyboardEvent.key or .code, e.g. "F8" or "Tab") the scanner sends for the GS1 separator GS. */
  groupSeparatorKey: z.string().max(limits.keyNameMaxLength).default(defaults.groupSeparatorKey),
  /** Text the scanner sends for GS (e.g. "~" or "<GS>"). */
  groupSeparatorText: z.string().max(limits.affixMaxLength).default(defaults.groupSeparatorText),
  /** Read characters from the physical key (US codes) or from the character the tablet's layout made. */
  readKeysBy: z.enum(readKeysByOptions).default(defaults.readKeysBy),
  soundOn: z.boolean().default(defaults.soundOn),
  vibrateOn: z.boolean().default(defaults.vibrateOn),
  /** The label printer this device chose; null: the printer serving the station, else the browser's print page. */
  printerId: z
    .int()
    .min(limits.printerId.min)
    .max(limits.printerId.max)
    .nullable()
    .default(defaults.printerId),
  /** A package added at the packing station prints its label at once. */
  printNewPackageLabel: z.boolean().default(defaults.printNewPackageLabel),
  /** This device's name, as a printer's "devices it serves" lists it (one line, no control characters). */
  deviceName: z
    .string()
    .max(limits.deviceNameMaxLength)
    .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/, "must not hold control characters")
    .default(defaults.deviceName),
  /** The department this device works in; null: none chosen. */
  departmentId: z
    .int()
    .min(limits.departmentId.min)
    .max(limits.departmentId.max)
    .nullable()
    .default(defaults.departmentId),
  /** A second scan of the same job ticket within this many seconds asks before it moves the line (0: never). */
  repeatScanConfirmSeconds: z
    .int()
    .min(limits.repeatScanConfirmSeconds.min)
    .max(limits.repeatScanConfirmSeconds.max)
    .default(defaults.repeatScanConfirmSeconds),
});
export type ScannerSettings = z.infer<typeof scannerSettingsSchema>;

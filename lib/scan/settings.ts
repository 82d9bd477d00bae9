// Scanner settings of one device (a tablet and its hand scanner), kept in the
// browser's localStorage by components/scan: each station sets up its own.
import { z } from "zod";

export const scannerSettingsSchema = z.object({
  /** Longest average time between the keys of a scan; human typing is slower. */
  maxInterKeyMs: z.number().int().min(5).max(150).default(35),
  /** Shortest scan: fewer characters followed by Enter is typing. */
  minLength: z.number().int().min(1).max(32).default(4),
  /** Characters the scanner is set to send before each code (removed). */
  prefix: z.string().max(8).default(""),
  /** Characters the scanner is set to send after each code, before Enter (removed). */
  suffix: z.string().max(8).default(""),
  /** Read characters from the physical key (US codes) or from the character the tablet's layout made. */
  readKeysBy: z.enum(["physical-key", "character"]).default("physical-key"),
  soundOn: z.boolean().default(true),
  vibrateOn: z.boolean().default(true),
});
export type ScannerSettings = z.infer<typeof scannerSettingsSchema>;

export const defaultScannerSettings: ScannerSettings = scannerSettingsSchema.parse({});

export const scannerSettingsStorageKey = "shopfloor.scanner-settings.v1";

/** Stored settings, or the defaults when nothing (or something unreadable) is stored. */
export function parseStoredScannerSettings(stored: string | null): ScannerSettings {
  if (!stored) return defaultScannerSettings;
  try {
    const result = scannerSettingsSchema.safeParse(JSON.parse(stored));
    return result.success ? result.data : defaultScannerSettings;
  } catch {
    return defaultScannerSettings;
  }
}

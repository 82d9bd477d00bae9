// The bounds and defaults of the scanner settings, as plain data shared by the
// zod schema (settings-schema.ts) and the light reader of stored settings.

export const scannerSettingLimits = {
  maxInterKeyMs: { min: 5, max: 150 },
  minLength: { min: 1, max: 32 },
  affixMaxLength: 8,
  keyNameMaxLength: 24,
  printerId: { min: 1, max: 2_147_483_647 },
  departmentId: { min: 1, max: 2_147_483_647 },
  deviceNameMaxLength: 100,
  repeatScanConfirmSeconds: { min: 0, max: 120 },
} as const;

export const readKeysByOptions = ["physical-key", "character"] as const;

export const scannerSettingDefaults = {
  maxInterKeyMs: 35,
  minLength: 4,
  prefix: "",
  suffix: "",
  suffixEndsScan: false,
  groupSeparatorKey: "",
  groupSeparatorText: "",
  readKeysBy: "physical-key",
  soundOn: true,
  vibrateOn: true,
  /** The label printer this device prints on (lib/printing); null: the station's or the browser's. */
  printerId: null,
  printNewPackageLabel: false,
  /** This device's name and department: the printers serving either are offered on /scanner. */
  deviceName: "",
  departmentId: null,
  /** A station asks "Done?" for a second scan of the same ticket within this many seconds (0: never asks). */
  repeatScanConfirmSeconds: 10,
} as const;

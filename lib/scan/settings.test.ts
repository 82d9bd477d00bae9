import { describe, expect, it } from "vitest";
import { defaultScannerSettings, parseStoredScannerSettings } from "./settings";
import { scannerSettingDefaults } from "./settings-limits";
import { scannerSettingsSchema } from "./settings-schema";

describe("scanner settings", () => {
  it("defaults to 35 ms, 4 characters, no prefix or suffix, no GS stand-in, physical keys, sound and vibration on, no printer chosen", () => {
    expect(defaultScannerSettings).toEqual(scannerSettingDefaults);
    // In the settings' order: maxInterKeyMs, minLength, prefix, suffix, suffixEndsScan,
    // groupSeparatorKey, groupSeparatorText, readKeysBy, soundOn, vibrateOn, printerId, printNewPackageLabel,
    // deviceName, departmentId, repeatScanConfirmSeconds.
    expect(Object.values(defaultScannerSettings)).toEqual([
      35,
      4,
      "",
      "",
      false,
      "",
      "",
      "physical-key",
      true,
      true,
      null,
      false,
      "",
      null,
      10,
    ]);
    expect(scannerSettingsSchema.parse({})).toEqual(defaultScannerSettings);
  });

  it("reads stored settings, filling what is missing, and falls back to defaults on garbage", () => {
    expect(parseStoredScannerSettings(JSON.stringify({ maxInterKeyMs: 60, soundOn: false }))).toEqual({
      ...defaultScannerSettings,
      maxInterKeyMs: 60,
      soundOn: false,
    });
    expect(parseStoredScannerSettings(null)).toEqual(defaultScannerSettings);
    expect(parseStoredScannerSettings("{not json")).toEqual(defaultScannerSettings);
    expect(parseStoredScannerSettings("[1]")).toEqual(defaultScannerSettings);
    expect(parseStoredScannerSettings(JSON.stringify({ maxInterKeyMs: 2 }))).toEqual(defaultScannerSettings);
  });

  it("accepts exactly what the zod schema accepts", () => {
    const samples: Record<string, unknown>[] = [
      {},
      { maxInterKeyMs: 5 },
      { maxInterKeyMs: 4 },
      { maxInterKeyMs: 150 },
      { maxInterKeyMs: 151 },
      { maxInterKeyMs: 35.5 },
      { maxInterKeyMs: "35" },
      { minLength: 1 },
      { minLength: 0 },
      { minLength: 32 },
      { minLength: 33 },
      { prefix: "12345678" },
      { prefix: "123456789" },
      { suffix: "\t" },
      { suffix: 7 },
      { readKeysBy: "character" },
      { readKeysBy: "key" },
      { soundOn: false, vibrateOn: false },
      { vibrateOn: "yes" },
      { suffix: "#", suffixEndsScan: true },
      { suffixEndsScan: "yes" },
      { groupSeparatorKey: "F8" },
      { groupSeparatorKey: "x".repeat(25) },
      { groupSeparatorText: "<GS>" },
      { groupSeparatorText: "123456789" },
      { printerId: 3, printNewPackageLabel: true },
      { printerId: null },
      { printerId: 0 },
      { printerId: "3" },
      { printerId: 2.5 },
      { printNewPackageLabel: "on" },
      { deviceName: "Pack tablet 1", departmentId: 4 },
      { deviceName: "x".repeat(100) },
      { deviceName: "x".repeat(101) },
      { deviceName: "tab\there" },
      { deviceName: 7 },
      { departmentId: 0 },
      { departmentId: "4" },
      {
        maxInterKeyMs: 80,
        minLength: 6,
        prefix: "]C1",
        suffix: "#",
        readKeysBy: "character",
        soundOn: false,
      },
    ];
    for (const sample of samples) {
      const zod = scannerSettingsSchema.safeParse(sample);
      expect(parseStoredScannerSettings(JSON.stringify(sample)), JSON.stringify(sample)).toEqual(
        zod.success ? zod.data : defaultScannerSettings,
      );
    }
  });
});

import { describe, expect, it } from "vitest";
import { defaultScannerSettings, parseStoredScannerSettings } from "./settings";

describe("scanner settings", () => {
  it("defaults to 35 ms, 4 characters, no prefix or suffix, physical keys, sound and vibration on", () => {
    expect(defaultScannerSettings).toEqual({
      maxInterKeyMs: 35,
      minLength: 4,
      prefix: "",
      suffix: "",
      readKeysBy: "physical-key",
      soundOn: true,
      vibrateOn: true,
    });
  });

  it("reads stored settings, filling what is missing, and falls back to defaults on garbage", () => {
    expect(parseStoredScannerSettings(JSON.stringify({ maxInterKeyMs: 60, soundOn: false }))).toEqual({
      ...defaultScannerSettings,
      maxInterKeyMs: 60,
      soundOn: false,
    });
    expect(parseStoredScannerSettings(null)).toEqual(defaultScannerSettings);
    expect(parseStoredScannerSettings("{not json")).toEqual(defaultScannerSettings);
    expect(parseStoredScannerSettings(JSON.stringify({ maxInterKeyMs: 2 }))).toEqual(defaultScannerSettings);
  });
});

import { describe, expect, it } from "vitest";
import { frameRegion, passesPerCycle } from "./frame-regions";

const cycle = (width: number, height: number) =>
  Array.from({ length: passesPerCycle }, (_, pass) => frameRegion(pass, width, height));

describe("frameRegion", () => {
  it("reads a 1920×1080 camera's whole frame at 1280 pixels and its centre at full resolution", () => {
    const [whole, centre, thorough, wider] = cycle(1920, 1080);
    expect(whole).toEqual({
      x: 0,
      y: 0,
      width: 1920,
      height: 1080,
      outWidth: 1280,
      outHeight: 720,
      isThorough: false,
    });
    expect(centre).toEqual({
      x: 480,
      y: 270,
      width: 960,
      height: 540,
      outWidth: 960,
      outHeight: 540,
      isThorough: true,
    });
    expect(thorough).toMatchObject({ width: 1920, outWidth: 1280, isThorough: true });
    expect(wider).toMatchObject({
      x: 160,
      y: 90,
      width: 1600,
      height: 900,
      outWidth: 1280,
      isThorough: false,
    });
  });

  it("enlarges the middle of a 640×480 frame to the frame's size, and cycles", () => {
    const [whole, centre] = cycle(640, 480);
    expect(whole).toMatchObject({ width: 640, outWidth: 640, outHeight: 480 });
    expect(centre).toEqual({
      x: 80,
      y: 60,
      width: 480,
      height: 360,
      outWidth: 640,
      outHeight: 480,
      isThorough: true,
    });
    expect(frameRegion(passesPerCycle + 1, 640, 480)).toEqual(centre);
  });
});

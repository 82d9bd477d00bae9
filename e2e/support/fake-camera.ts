// A Chromium whose camera plays a Y4M video (writePhotoVideo): the fake camera
// is a launch flag, so each video needs a browser of its own.
import type { Browser, BrowserType, LaunchOptions } from "@playwright/test";

export function launchWithCamera(
  chromium: BrowserType,
  launchOptions: LaunchOptions,
  video: string,
): Promise<Browser> {
  return chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

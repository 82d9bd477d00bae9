// Real photos of barcodes (shared/real-photos, from ZXing's public test sets)
// as the camera: the sets and ZXing's counts (from the photos' README), each
// photo with the text it holds, and a photo as a Y4M video for Chromium's fake
// camera (--use-file-for-fake-video-capture). Used by e2e/camera-photos.spec.ts
// and bench/camera.ts.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
export const photosDir = process.env.PHOTOS_DIR ?? path.resolve(root, "../shared/real-photos");

export type PhotoSet = { name: string; zxing: number; zxingTryHarder: number; zxingCpp: number | null };
export type Photo = { name: string; image: string; text: string };

/** The sets in the README's table: `| code128-1 | … | 7 | 7 (7) |`, and zxing-cpp's count when a column gives it (`| 7 |`). */
export async function photoSets(): Promise<PhotoSet[]> {
  const readme = await fs.promises.readFile(path.join(photosDir, "README.md"), "utf8");
  return [
    ...readme.matchAll(/^\|\s*([\w-]+)\s*\|[^|]*\|\s*\d+\s*\|\s*(\d+)\s*\((\d+)\)\s*\|(?:\s*(\d+)\s*\|)?$/gm),
  ].map((row) => ({
    name: row[1]!,
    zxing: Number(row[2]),
    zxingTryHarder: Number(row[3]),
    zxingCpp: row[4] === undefined ? null : Number(row[4]),
  }));
}

/** The photos of a set, each with the text it holds (N.txt beside N.png). */
export async function readPhotoSet(set: string): Promise<Photo[]> {
  const dir = path.join(photosDir, set);
  const files = await fs.promises.readdir(dir);
  return files
    .filter((file) => /\.(png|jpe?g|gif)$/i.test(file))
    .sort()
    .map((file) => {
      const name = file.replace(/\.\w+$/, "");
      return {
        name,
        image: path.join(dir, file),
        text: fs.readFileSync(path.join(dir, `${name}.txt`), "utf8").trim(),
      };
    });
}

/**
 * A photo as a Y4M video of a few identical frames (Chromium loops it), at the
 * photo's own size (even, as 4:2:0 needs): the reader sees the photo's pixels.
 */
export function writePhotoVideo(image: string, video: string): void {
  execFileSync(
    "ffmpeg",
    [
      "-v",
      "error",
      "-y",
      "-loop",
      "1",
      "-i",
      image,
      "-frames:v",
      "5",
      "-r",
      "10",
      "-vf",
      "scale=trunc(iw/2)*2:trunc(ih/2)*2,format=yuv420p",
      "-f",
      "yuv4mpegpipe",
      video,
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
}

// A video of a printed barcode for Chromium's fake camera
// (--use-file-for-fake-video-capture): the bars come from bwip-js, the frames
// are raw YUV 4:2:0 in a Y4M file, written here without ffmpeg.
import { writeFile } from "node:fs/promises";
import bwipjs from "bwip-js/node";

const width = 640;
const height = 480;
const black = 16; // video-range luma
const white = 235;

/** The bar and space widths (in modules) of a Code 128 symbol, starting with a bar. */
function code128Modules(text: string): number[] {
  const [symbol] = bwipjs.raw("code128", text, {});
  if (!symbol || !("sbs" in symbol)) throw new Error("bwip-js gave no linear symbol");
  return symbol.sbs;
}

/** The luma plane of one frame: the barcode centred, as black bars on white paper. */
function lumaPlane(text: string): Buffer {
  const widths = code128Modules(text);
  const modules = widths.reduce((sum, w) => sum + w, 0);
  const modulePx = Math.floor((width - 40) / modules);
  if (modulePx < 2) throw new Error(`"${text}" is too long for a ${width} px frame`);
  const left = Math.floor((width - modules * modulePx) / 2);
  const top = Math.floor(height * 0.25);
  const bottom = Math.floor(height * 0.75);
  const luma = Buffer.alloc(width * height, white);
  let x = left;
  widths.forEach((w, index) => {
    const isBar = index % 2 === 0;
    if (isBar) {
      for (let y = top; y < bottom; y += 1) luma.fill(black, y * width + x, y * width + x + w * modulePx);
    }
    x += w * modulePx;
  });
  return luma;
}

/**
 * Writes a Y4M video (10 fps, a few identical frames; Chromium loops it) showing `text` as Code 128,
 * then `blankFrames` of white paper: the label comes into view again every (frames + blankFrames) / 10 s.
 */
export async function writeBarcodeVideo(
  path: string,
  text: string,
  frames = 5,
  blankFrames = 0,
): Promise<void> {
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`, "ascii");
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frameOf = (luma: Buffer) => Buffer.concat([Buffer.from("FRAME\n", "ascii"), luma, chroma]);
  const frame = frameOf(lumaPlane(text));
  const blank = frameOf(Buffer.alloc(width * height, white));
  await writeFile(
    path,
    Buffer.concat([
      header,
      ...Array.from({ length: frames }, () => frame),
      ...Array.from({ length: blankFrames }, () => blank),
    ]),
  );
}

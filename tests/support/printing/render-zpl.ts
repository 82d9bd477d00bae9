// Tests only: renders ZPL to an image offline (zpl-renderer-js, the Zebrash
// renderer as WebAssembly) and reads the Code 128 barcodes in it with ZXing,
// so a test sees the label as a scanner would.
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import type * as ZxingLibrary from "@zxing/library";
import type * as ZplRenderer from "zpl-renderer-js";

// ZXing ships CommonJS for Node without named-export hints: required, not imported.
const zxing = createRequire(import.meta.url)("@zxing/library") as typeof ZxingLibrary;

type Gray = { width: number; height: number; pixels: Uint8ClampedArray };

/** Decodes an 8-bit, non-interlaced PNG (grey, grey+alpha, RGB or RGBA) to grey levels. */
export function decodePng(png: Buffer): Gray {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("ascii", offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      const byColour: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };
      channels = byColour[colour ?? -1] ?? 0;
      if (depth !== 8 || channels === 0 || interlace !== 0) throw new Error("unsupported PNG");
    } else if (type === "IDAT") data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= channels ? out[y * stride + x - channels]! : 0;
      const up = y > 0 ? out[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? out[(y - 1) * stride + x - channels]! : 0;
      const p = left + up - upLeft;
      const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
      const paeth = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      const predictor = [0, left, up, (left + up) >> 1, paeth][filter ?? 0] ?? 0;
      out[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  const pixels = new Uint8ClampedArray(width * height);
  for (let i = 0; i < width * height; i++) {
    const at = i * channels;
    pixels[i] = channels >= 3 ? (out[at]! + out[at + 1]! + out[at + 2]!) / 3 : out[at]!;
  }
  return { width, height, pixels };
}

/** Renders each ^XA…^XZ format of `zpl` to a PNG. */
export async function renderZpl(zpl: string, widthMm: number, heightMm: number, dotsPerMm: number) {
  // Required (its CommonJS build): importing it through Vite looks for a source map the package lacks.
  const { ready } = createRequire(import.meta.url)("zpl-renderer-js") as typeof ZplRenderer;
  const { api } = await ready;
  const images = await api.zplToBase64MultipleAsync(zpl, widthMm, heightMm, dotsPerMm);
  return images.map((image) => Buffer.from(image, "base64"));
}

/** The text of the Code 128 barcode in a PNG, as ZXing reads it. */
export function readCode128(png: Buffer): string {
  const { width, height, pixels } = decodePng(png);
  const source = new zxing.RGBLuminanceSource(pixels, width, height);
  const reader = new zxing.MultiFormatReader();
  const hints = new Map<ZxingLibrary.DecodeHintType, unknown>([
    [zxing.DecodeHintType.POSSIBLE_FORMATS, [zxing.BarcodeFormat.CODE_128]],
    [zxing.DecodeHintType.TRY_HARDER, true],
  ]);
  return reader.decode(new zxing.BinaryBitmap(new zxing.HybridBinarizer(source)), hints).getText();
}

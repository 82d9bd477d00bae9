// Draws the app's icons (a curtain on a rail, on the app's ink colour) as PNGs
// in public/: 192 and 512 px, and a 512 px maskable one whose drawing keeps to
// the safe zone (the middle 80 % circle). Run: node scripts/make-icons.mjs.
// No image library: the pixels are computed here and written with zlib.
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const ink = [17, 24, 39];
const white = [255, 255, 255];
const fold = [203, 213, 225];
const hem = [96, 165, 250];

/** The colour at (u, v) in [0, 1]², the drawing filling `scale` of the square. */
function colourAt(u0, v0, scale) {
  const u = 0.5 + (u0 - 0.5) / scale;
  const v = 0.5 + (v0 - 0.5) / scale;
  if (u >= 0.12 && u <= 0.88 && v >= 0.14 && v <= 0.2) return white; // the rail
  for (const [left, right] of [
    [0.16, 0.47],
    [0.53, 0.84],
  ]) {
    if (v < 0.2 || v > 0.86) continue;
    // The panels narrow a little towards the hem, as a gathered curtain does.
    const inset = (v - 0.2) * 0.06;
    const l = left + (left < 0.5 ? inset : 0);
    const r = right - (right > 0.5 ? inset : 0);
    if (u < l || u > r) continue;
    if (v > 0.8) return hem;
    const phase = ((u - l) / (r - l)) * 4;
    return phase - Math.floor(phase) < 0.5 ? white : fold;
  }
  return ink;
}

function png(size, scale) {
  const samples = 4;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++) {
          const c = colourAt((x + (sx + 0.5) / samples) / size, (y + (sy + 0.5) / samples) / size, scale);
          for (let i = 0; i < 3; i++) sum[i] += c[i];
        }
      for (let i = 0; i < 3; i++) row[1 + x * 3 + i] = Math.round(sum[i] / samples ** 2);
    }
    rows.push(row);
  }
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

writeFileSync("public/icon-192.png", png(192, 0.9));
writeFileSync("public/icon-512.png", png(512, 0.9));
// Maskable: the platform may cut to a circle of 80 % of the width; the drawing keeps inside it.
writeFileSync("public/icon-maskable-512.png", png(512, 0.62));
writeFileSync("public/apple-touch-icon.png", png(180, 0.9));

// A minimal ustar writer and reader for the backup file of a PGlite server:
// PGlite's own dump of its data directory and the secrets kept beside it in
// one file (docs/deploy.md, "Backups"). Regular files only, names under 100 bytes.
import type { FileHandle } from "node:fs/promises";

export type TarEntry = { name: string; data: Uint8Array };

const block = 512;

function header(name: string, size: number): Uint8Array {
  const bytes = new Uint8Array(block);
  const put = (text: string, offset: number) => bytes.set(new TextEncoder().encode(text), offset);
  put(name, 0);
  put("0000600\0", 100);
  put("0000000\0", 108);
  put("0000000\0", 116);
  put(`${size.toString(8).padStart(11, "0")}\0`, 124);
  put(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, "0")}\0`,
    136,
  );
  put("        ", 148); // the checksum counts itself as spaces
  put("0", 156);
  put("ustar\0" + "00", 257);
  const sum = bytes.reduce((total, byte) => total + byte, 0);
  put(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return bytes;
}

/** The tar's parts in order: each entry's header, its data, its padding, then the end blocks. */
function partsOf(entries: TarEntry[]): Uint8Array[] {
  const parts: Uint8Array[] = [];
  for (const { name, data } of entries) {
    if (new TextEncoder().encode(name).length >= 100) throw new Error(`tar: name too long: ${name}`);
    parts.push(header(name, data.length), data, new Uint8Array((block - (data.length % block)) % block));
  }
  parts.push(new Uint8Array(block * 2));
  return parts;
}

/**
 * Writes the tar straight into `handle`, part by part: a dump of hundreds of
 * megabytes is neither copied into one buffer nor written while the thread
 * that answers requests waits (the writes run on libuv's threads).
 */
export async function writeTarTo(handle: FileHandle, entries: TarEntry[]): Promise<number> {
  let bytes = 0;
  for (const part of partsOf(entries)) {
    if (part.length === 0) continue;
    await handle.write(part);
    bytes += part.length;
  }
  return bytes;
}

export function readTar(bytes: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  const text = (from: number, length: number) =>
    new TextDecoder().decode(bytes.subarray(from, from + length)).replace(/\0.*$/s, "");
  let offset = 0;
  while (offset + block <= bytes.length && bytes[offset] !== 0) {
    const name = text(offset, 100);
    const size = Number.parseInt(text(offset + 124, 12).trim() || "0", 8);
    if (!Number.isFinite(size) || offset + block + size > bytes.length)
      throw new Error("The backup file is cut short or is not a backup of this app.");
    entries.push({ name, data: bytes.slice(offset + block, offset + block + size) });
    offset += block + Math.ceil(size / block) * block;
  }
  return entries;
}

// A minimal ustar writer and reader for the backup file of a PGlite server:
// PGlite's own dump of its data directory and the secrets kept beside it in
// one file (docs/deploy.md, "Backups"). Regular files only, names under 100 bytes.
import { open, type FileHandle } from "node:fs/promises";

/** An entry's bytes, or a file copied in (a dump of hundreds of megabytes: never held whole). */
export type TarEntry = { name: string; data: Uint8Array } | { name: string; file: string; size: number };

/** What a file entry is copied by. */
const chunkBytes = 1 << 20;

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

/** A file entry's bytes, a megabyte at a time; it must still be the size the entry says. */
async function* chunksOf(file: string, size: number): AsyncGenerator<Uint8Array> {
  const source = await open(file, "r");
  try {
    const chunk = new Uint8Array(chunkBytes);
    for (let at = 0; at < size;) {
      const { bytesRead } = await source.read(chunk, 0, Math.min(chunkBytes, size - at), at);
      if (bytesRead === 0) throw new Error(`tar: ${file} is shorter than ${size} bytes`);
      yield chunk.subarray(0, bytesRead);
      at += bytesRead;
    }
  } finally {
    await source.close();
  }
}

/**
 * Writes the tar straight into `handle`, part by part: a dump of hundreds of
 * megabytes is neither held in one buffer nor written while the thread that
 * answers requests waits (the reads and writes run on libuv's threads).
 */
export async function writeTarTo(handle: FileHandle, entries: TarEntry[]): Promise<number> {
  let bytes = 0;
  const write = async (part: Uint8Array) => {
    if (part.length === 0) return;
    await handle.write(part);
    bytes += part.length;
  };
  for (const entry of entries) {
    if (new TextEncoder().encode(entry.name).length >= 100)
      throw new Error(`tar: name too long: ${entry.name}`);
    const size = "data" in entry ? entry.data.length : entry.size;
    await write(header(entry.name, size));
    if ("data" in entry) await write(entry.data);
    else for await (const chunk of chunksOf(entry.file, size)) await write(chunk);
    await write(new Uint8Array((block - (size % block)) % block));
  }
  await write(new Uint8Array(block * 2));
  return bytes;
}

export function readTar(bytes: Uint8Array): { name: string; data: Uint8Array }[] {
  const entries: { name: string; data: Uint8Array }[] = [];
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

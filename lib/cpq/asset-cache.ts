// CPQ pictures and documents fetched by the server and kept in memory (least
// recently used first out, up to a size and an age), to be served from the
// app's origin. Only pictures, PDFs and HTML pages pass; each answer carries
// headers that keep a served SVG or HTML page from running script.
import type { CpqClient, CpqFile } from "./client";
import { CpqError } from "./errors";

const allowedTypes = /^(image\/(svg\+xml|png|jpeg|gif|webp)|application\/pdf|text\/html)\b/i;

export type CpqAsset = CpqFile & { headers: Record<string, string> };

export type AssetCache = {
  get: (client: CpqClient, applicationId: string, url: string) => Promise<CpqAsset>;
  clear: () => void;
};

function headersFor(contentType: string, maxAgeSeconds: number): Record<string, string> {
  return {
    "content-type": contentType,
    "cache-control": `private, max-age=${maxAgeSeconds}`,
    "x-content-type-options": "nosniff",
    // A CPQ page or SVG opened on its own stays inert: no script, no form, no frame of ours.
    "content-security-policy": "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  };
}

export function createAssetCache(
  options: { maxBytes?: number; maxAgeMs?: number; now?: () => number } = {},
): AssetCache {
  const maxBytes = options.maxBytes ?? 32_000_000;
  const maxAgeMs = options.maxAgeMs ?? 600_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { asset: CpqAsset; at: number }>();
  const pending = new Map<string, Promise<CpqAsset>>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.asset.bytes.byteLength;
    entries.delete(key);
  };

  async function load(client: CpqClient, applicationId: string, url: string): Promise<CpqAsset> {
    const file = await client.fetchFile(applicationId, url);
    const contentType = file.contentType.split(";")[0]!.trim().toLowerCase();
    if (!allowedTypes.test(contentType)) {
      throw new CpqError("file", "contract", 200, `a CPQ file is not a picture or document (${contentType})`);
    }
    return { ...file, headers: headersFor(file.contentType, Math.round(maxAgeMs / 1000)) };
  }

  return {
    async get(client, applicationId, url) {
      const key = `${applicationId}\n${url}`;
      const entry = entries.get(key);
      if (entry && now() - entry.at < maxAgeMs) {
        // Most recently used goes last.
        entries.delete(key);
        entries.set(key, entry);
        return entry.asset;
      }
      drop(key);
      const running = pending.get(key) ?? load(client, applicationId, url);
      pending.set(key, running);
      try {
        const asset = await running;
        if (asset.bytes.byteLength <= maxBytes / 4 && !entries.has(key)) {
          entries.set(key, { asset, at: now() });
          bytes += asset.bytes.byteLength;
          for (const oldest of entries.keys()) {
            if (bytes <= maxBytes) break;
            drop(oldest);
          }
        }
        return asset;
      } finally {
        pending.delete(key);
      }
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}

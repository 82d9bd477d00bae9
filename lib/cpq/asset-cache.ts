// CPQ pictures and documents fetched by the server and kept in memory (least
// recently used first out, up to a size and an age; lru-cache), to be served
// from the app's origin. Only pictures, PDFs and HTML pages pass; each answer
// carries headers that keep a served SVG or HTML page from running script.
import { LRUCache } from "lru-cache";
import type { CpqClient, CpqFile } from "./client";
import { CpqError } from "./errors";

const allowedTypes = /^(image\/(svg\+xml|png|jpeg|gif|webp)|application\/pdf|text\/html)\b/i;

export type CpqAsset = CpqFile & { headers: Record<string, string> };

export type AssetCache = {
  get: (client: CpqClient, applicationId: string, url: string) => Promise<CpqAsset>;
  clear: () => void;
};

type Wanted = { client: CpqClient; applicationId: string; url: string };

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
  // An old file is fetched again with the caller waiting (no stale answer), and
  // the loads of one file at a time are shared.
  const cache = new LRUCache<string, CpqAsset, Wanted>({
    maxSize: maxBytes,
    // A file larger than a quarter of the cache is served, not kept.
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
    // lru-cache wants a positive size: an empty file counts as one byte.
    sizeCalculation: (asset) => Math.max(1, asset.bytes.byteLength),
    ttl: maxAgeMs,
    // Read the clock at each look-up (an injected clock moves in steps).
    ttlResolution: 0,
    // clear() during a load still answers that load's caller.
    ignoreFetchAbort: true,
    ...(options.now ? { perf: { now: options.now } } : {}),
    fetchMethod: async (_key, _stale, { context: { client, applicationId, url } }) => {
      const file = await client.fetchFile(applicationId, url);
      const contentType = file.contentType.split(";")[0]!.trim().toLowerCase();
      if (!allowedTypes.test(contentType)) {
        throw new CpqError(
          "file",
          "contract",
          200,
          `a CPQ file is not a picture or document (${contentType})`,
        );
      }
      return { ...file, headers: headersFor(file.contentType, Math.round(maxAgeMs / 1000)) };
    },
  });

  return {
    get: (client, applicationId, url) =>
      cache.forceFetch(`${applicationId}\n${url}`, { context: { client, applicationId, url } }),
    clear: () => cache.clear(),
  };
}

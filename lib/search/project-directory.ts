// The office search box's project directory (docs/planning.md, "Finding the
// customer's order"): every project's number, reference, the retailer's own
// reference (externalProjectReference, "A07-510022"), the end customer's name
// (the export's nameDelivery, "Fam. Janssens") and the retailer, kept in memory
// so that a search is a scan of a few thousand short texts, not an upstream
// search at 100,000 polygons. Read with set-based statements when the embedded
// API is this server's upstream in process; else through the Production API
// (the matching list names the projects, each one's export is read once).
import { inBackground } from "@/lib/base/yield";
import { processWide } from "@/lib/base/process-wide";
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { embeddedProjectDirectory } from "@/lib/server/embedded-api";
import { inTurn } from "@/lib/shared-lists/kept-list";

export type DirectoryEntry = {
  productionProjectId: number;
  projectNumber: string | null;
  reference: string | null;
  retailerReference: string | null;
  customer: string | null;
  retailer: string | null;
};

type Directory = { entries: DirectoryEntry[]; texts: string[]; byId: Map<number, DirectoryEntry> };

/** A directory younger than this answers as it is; older, it is read again in the background. */
const freshMs = 60_000;
/** Upstream reads side by side when the directory is read through the Production API. */
const readsAtOnce = 16;
const browsePage = 500;

const kept = processWide("search-project-directory", () => ({
  at: 0,
  directory: null as Directory | null,
  loading: null as Promise<Directory> | null,
}));

const folded = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** Newest project number first: the order the box lists them in. */
const newestFirst = (a: DirectoryEntry, b: DirectoryEntry) =>
  (a.projectNumber ?? "") < (b.projectNumber ?? "")
    ? 1
    : (a.projectNumber ?? "") > (b.projectNumber ?? "")
      ? -1
      : b.productionProjectId - a.productionProjectId;

function directoryOf(unordered: DirectoryEntry[]): Directory {
  const entries = unordered.sort(newestFirst);
  const texts = entries.map((e) =>
    folded([e.projectNumber, e.retailerReference, e.reference, e.customer, e.retailer].join("\n")),
  );
  return { entries, texts, byId: new Map(entries.map((e) => [e.productionProjectId, e])) };
}

type BrowsePage = Awaited<ReturnType<ProductionApiClient["matching"]["browse"]>>;

/**
 * The projects a matching/browse page names, each once, into `named` (what the
 * matching list knows: number, reference, retailer; not the export's names).
 */
export function nameBrowsedProjects(rows: BrowsePage["results"], named: Map<number, DirectoryEntry>) {
  for (const row of rows)
    for (const { productionProjectId } of row.polygons)
      if (!named.has(productionProjectId))
        named.set(productionProjectId, {
          productionProjectId,
          projectNumber: row.projectNumber,
          reference: row.reference,
          retailerReference: null,
          customer: null,
          retailer: row.customer,
        });
  return named;
}

/** Through the Production API: the matching list names every project; an export is read once per project. */
async function readThroughUpstream(upstream: ProductionApiClient): Promise<DirectoryEntry[]> {
  const named = new Map<number, DirectoryEntry>();
  for (let skip = 0; ; skip += browsePage) {
    const page = await upstream.matching.browse({ skip, take: browsePage, sort: "projectNumber" });
    nameBrowsedProjects(page.results, named);
    if (page.results.length < browsePage) break;
  }
  const known = kept.directory?.byId;
  const toRead = [...named.values()].filter((e) => !known?.has(e.productionProjectId));
  for (let i = 0; i < toRead.length; i += readsAtOnce) {
    await Promise.all(
      toRead.slice(i, i + readsAtOnce).map(async (entry) => {
        const { exportProject } = await upstream.projectExport.get({
          productionProjectId: entry.productionProjectId,
        });
        entry.retailerReference = exportProject.externalProjectReference;
        entry.customer = exportProject.nameDelivery ?? exportProject.deliveryContactName;
        entry.retailer ??= exportProject.customerDisplayName;
      }),
    );
  }
  return [...named.values()].map((entry) => known?.get(entry.productionProjectId) ?? entry);
}

function load(db: Database, upstream: ProductionApiClient): Promise<Directory> {
  const embedded = embeddedProjectDirectory(db);
  const loading = (async () => directoryOf(await (embedded ? embedded() : readThroughUpstream(upstream))))();
  kept.loading = loading;
  loading.then(
    (directory) => Object.assign(kept, { at: Date.now(), directory, loading: null }),
    () => kept.loading === loading && Object.assign(kept, { loading: null }),
  );
  return loading;
}

/** The directory, waiting for its first read (a test; the warm-up). */
export async function loadedProjectDirectory(
  db: Database,
  upstream: ProductionApiClient,
): Promise<Directory> {
  return kept.directory ?? kept.loading ?? load(db, upstream);
}

/**
 * The directory as it is kept: a stale one answers at once and is read again in
 * the background (a project made since shows then). The first read is waited
 * for when the embedded API answers it in process (a second or so at 100,000
 * polygons); through a real upstream it reads every project's export, so until
 * it is done the answer is null and the search asks the upstream's own search.
 */
export async function projectDirectory(
  db: Database,
  upstream: ProductionApiClient,
): Promise<Directory | null> {
  if (!kept.directory) {
    const loading = kept.loading ?? load(db, upstream);
    if (embeddedProjectDirectory(db)) return loading;
    void loading.catch(() => undefined);
    return null;
  }
  if (Date.now() - kept.at >= freshMs && !kept.loading)
    void inTurn(() => inBackground(() => load(db, upstream))).catch(() => undefined);
  return kept.directory;
}

/** Forgets the kept directory (a test that changes the projects). */
export function forgetProjectDirectory() {
  Object.assign(kept, { at: 0, directory: null, loading: null });
}

/** Matches looked at for the order of the list (a name many customers share has thousands at 100,000 polygons). */
const candidates = 500;

/**
 * The projects whose number, references, customer or retailer contain every
 * word of the text (accents and case aside): a project number or retailer
 * reference typed in full first, then those `isPreferred` says (the search: an
 * open project before a finished one), then by project number, newest first.
 */
export function findInDirectory(
  directory: Directory,
  q: string,
  limit: number,
  isPreferred: (entry: DirectoryEntry) => boolean = () => false,
): DirectoryEntry[] {
  const words = folded(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const whole = folded(q.trim());
  const isExact = (e: DirectoryEntry) =>
    folded(e.projectNumber ?? "") === whole || folded(e.retailerReference ?? "") === whole;
  const exact: DirectoryEntry[] = [];
  const others: DirectoryEntry[] = [];
  for (const [i, text] of directory.texts.entries()) {
    if (!words.every((word) => text.includes(word))) continue;
    const entry = directory.entries[i]!;
    if (isExact(entry)) exact.push(entry);
    else if (others.length < candidates) others.push(entry);
  }
  const preferred = others.filter(isPreferred);
  const rest = others.filter((entry) => !isPreferred(entry));
  return [...exact, ...preferred, ...rest].slice(0, limit);
}

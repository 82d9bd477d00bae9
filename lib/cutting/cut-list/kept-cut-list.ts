// Each cutting department's whole Cut list, kept by the version of what it is
// made from (docs/cutting.md, "The part shown"): the lists' version (the lines
// at cutting), the newest roll event (the stock, the cuts) and the plan's key.
// Every cutting tablet refreshes its list, and at 100,000 polygons making it
// is a second of the server's thread: while nothing it reads has moved, every
// tablet's ask is answered from the one made. A list older than a minute is
// made again (the order specs that name its lines live upstream).
import { processWide } from "@/lib/base/process-wide";
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { planKeyOf, versionNow } from "../queue/kept-plans";
import type { CuttingPlan } from "../queue/schemas";
import { cutListOf } from "./cut-list";
import type { CutList } from "./schemas";

const maxAgeMs = 60_000;

type Kept = { version: string; madeAt: number; list: Promise<CutList> };

const kept = processWide("cutting-kept-cut-lists", () => new WeakMap<Database, Map<number, Kept>>());

/** The department's whole Cut list for this plan: the one kept while its inputs stay, else a new one (shared by those who ask meanwhile). */
export async function keptCutList(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
  plan: CuttingPlan,
): Promise<CutList> {
  const key = planKeyOf(plan);
  // A plan not handed out by the keeper (none to name it by) is listed as it is.
  if (key === null) return cutListOf(db, upstream, departmentId, plan);
  // Read before the inputs: a change while the list is made leaves it older than its version says.
  const version = `${await versionNow(db)}|plan:${key}`;
  let ofDb = kept.get(db);
  if (!ofDb) kept.set(db, (ofDb = new Map<number, Kept>()));
  const hit = ofDb.get(departmentId);
  if (hit && hit.version === version && Date.now() - hit.madeAt < maxAgeMs) return hit.list;
  const entry: Kept = { version, madeAt: Date.now(), list: cutListOf(db, upstream, departmentId, plan) };
  ofDb.set(departmentId, entry);
  entry.list.catch(() => ofDb.get(departmentId) === entry && ofDb.delete(departmentId));
  return entry.list;
}

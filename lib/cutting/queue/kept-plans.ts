// Each department's kept cut plan (docs/cutting.md, "The plan is made beside
// the requests"). A request reads the newest plan there is, less what was cut
// since (cuts-since.ts); when its inputs may have moved (the lists' version, a
// roll event, a minute gone by) the next one is made in the background, one at
// a time per department. Only a request that finds no plan yet waits, for the
// one being made: none makes one inline. A new plan is told on the change bus,
// so the cut lists read again and say "plan updated".
import { logWarning } from "@/lib/base/log";
import { outsideRequests } from "@/lib/base/request-context";
import { processWide } from "@/lib/base/process-wide";
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { publishChange } from "@/lib/server/change-bus";
import { queueListsVersion } from "@/lib/shared-lists/status-lists";
import { cutsAfter, planAfterCuts } from "./cuts-since";
import type { QueuePlanOptions } from "./fabric-batches";
import { makeCuttingPlan, type FabricPlans } from "./make-plan";
import { newestRollEventId, planInputsOf } from "./plan-inputs";
import type { CuttingPlan } from "./schemas";

/** The change a new plan is told by (lib/stations/station-events.ts passes it to the stations). */
export const cutPlanChangePath = "/api/cutting/plan";

/** A kept plan's inputs are read again after this long, whatever moved (the CPQ's fabric facts). */
const recheckMs = 60_000;

type Made = {
  plan: CuttingPlan;
  /** Each fabric's plan by its input: a fabric whose input stays keeps it in the next plan. */
  fabricPlans: FabricPlans;
  /** The lists' version and the newest roll event when its inputs were read. */
  version: string;
  /** The digest of its inputs (plan-inputs.ts): the plan's name on a screen. */
  key: string;
  rollEventId: number;
  checkedAt: number;
};

/** Who a background plan reads as: the client and options of the request that asked last. */
type Source = { upstream: ProductionApiClient; options: QueuePlanOptions };

type Keeper = {
  db: Database;
  departmentId: number;
  newest: Made | null;
  isMaking: boolean;
  /** Asked again while a plan was being made: one more follows it. */
  isWanted: boolean;
  source: Source | null;
  waiters: { resolve: (made: Made) => void; reject: (error: unknown) => void }[];
};

const kept = processWide("cutting-kept-plans", () => ({
  keepers: new WeakMap<Database, Map<number, Keeper>>(),
  /** The plans handed out, with what they were made as: a cut refused by one may wait for the next. */
  handed: new WeakMap<CuttingPlan, { keeper: Keeper; made: Made }>(),
}));

function keeperOf(db: Database, departmentId: number, isCreated = true): Keeper | undefined {
  let ofDb = kept.keepers.get(db);
  if (!ofDb) kept.keepers.set(db, (ofDb = new Map<number, Keeper>()));
  let keeper = ofDb.get(departmentId);
  if (!keeper && isCreated) {
    keeper = { db, departmentId, newest: null, isMaking: false, isWanted: false, source: null, waiters: [] };
    ofDb.set(departmentId, keeper);
  }
  return keeper;
}

/** What a department's cutting inputs are at now: the lists' version and the newest roll event (also the kept cut list's). */
export const versionNow = async (db: Database) =>
  `${queueListsVersion()}|rolls:${await newestRollEventId(db)}`;

async function makeOnce(keeper: Keeper, { upstream, options }: Source): Promise<Made> {
  const { db, departmentId } = keeper;
  // Read before the inputs: a change during the read leaves the plan older than the version says.
  const version = await versionNow(db);
  const inputs = await planInputsOf(db, upstream, departmentId, options);
  const checkedAt = Date.now();
  const before = keeper.newest;
  if (before?.key === inputs.key)
    return (keeper.newest = { ...before, version, rollEventId: inputs.rollEventId, checkedAt });
  const { plan, fabricPlans } = await makeCuttingPlan(inputs, {
    budgetMs: options.budgetMs,
    before: before?.fabricPlans,
  });
  keeper.newest = { plan, fabricPlans, version, key: inputs.key, rollEventId: inputs.rollEventId, checkedAt };
  if (before) publishChange({ method: "POST", path: `${cutPlanChangePath}/${departmentId}` });
  return keeper.newest;
}

/** Makes the department's next plan in the background, after the one being made if there is one. */
function startMaking(keeper: Keeper, source: Source): void {
  keeper.source = source;
  if (keeper.isMaking) {
    keeper.isWanted = true;
    return;
  }
  keeper.isMaking = true;
  // Not the asking request's work: its answer does not wait, and its logs do not name it.
  void outsideRequests(async () => {
    try {
      do {
        keeper.isWanted = false;
        const waiters = keeper.waiters.splice(0);
        try {
          const made = await makeOnce(keeper, keeper.source!);
          for (const w of [...waiters, ...keeper.waiters.splice(0)]) w.resolve(made);
        } catch (error) {
          logWarning(`[cutting] the cut plan of department ${keeper.departmentId} could not be made:`, error);
          for (const w of [...waiters, ...keeper.waiters.splice(0)]) w.reject(error);
        }
      } while (keeper.isWanted);
    } finally {
      keeper.isMaking = false;
    }
  });
}

/** The plan being made now (or the next one), when it is done. */
const nextMade = (keeper: Keeper) =>
  new Promise<Made>((resolve, reject) => keeper.waiters.push({ resolve, reject }));

/** The kept plan less the cuts since its inputs were read. */
async function handOut(keeper: Keeper, made: Made): Promise<CuttingPlan> {
  const plan = planAfterCuts(made.plan, await cutsAfter(keeper.db, made.rollEventId));
  kept.handed.set(plan, { keeper, made });
  return plan;
}

/** The department's newest cut plan (waiting only for the first); a newer one follows in the background when due. */
export async function keptCuttingPlan(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
  options: QueuePlanOptions,
): Promise<CuttingPlan> {
  const keeper = keeperOf(db, departmentId)!;
  const source = { upstream, options };
  const { newest } = keeper;
  if (!newest) {
    const made = nextMade(keeper);
    startMaking(keeper, source);
    return handOut(keeper, await made);
  }
  if (newest.version !== (await versionNow(db)) || Date.now() - newest.checkedAt > recheckMs)
    startMaking(keeper, source);
  return handOut(keeper, newest);
}

/** After a cut: the department's next plan is made in the background (not awaited). */
export function replanAfterCut(db: Database, departmentId: number): void {
  const keeper = keeperOf(db, departmentId, false);
  if (keeper?.source) startMaking(keeper, keeper.source);
}

/**
 * A plan newer than this one (handed out by keptCuttingPlan), once the one
 * being made is done; null when there is none. For a cut this plan refuses: a
 * line that came into cutting since is in the next plan only.
 */
export async function newerPlanThan(plan: CuttingPlan): Promise<CuttingPlan | null> {
  const handed = kept.handed.get(plan);
  if (!handed) return null;
  const { keeper, made } = handed;
  if (keeper.isMaking) await nextMade(keeper).catch(() => null);
  const { newest } = keeper;
  return newest && newest.key !== made.key ? handOut(keeper, newest) : null;
}

/** The name of the plan this one was handed out from (its inputs' digest), or null. */
export const planKeyOf = (plan: CuttingPlan): string | null => kept.handed.get(plan)?.made.key ?? null;

/** Settles when the department's plan being made (if any) is done: for tests and the bench. */
export async function planSettled(db: Database, departmentId: number): Promise<void> {
  const keeper = keeperOf(db, departmentId, false);
  while (keeper?.isMaking) await nextMade(keeper).catch(() => null);
}

// The bench harness (docs/benchmarks.md, "The harness"): what the app's
// /metrics says (asked from loopback, which may read it): its upstream calls
// by operation, the loads of its kept lists, and its worker threads' tasks.

const metricsOf = async (origin: string) => (await fetch(`${origin}/metrics`)).text();

/** Upstream calls so far by operation (how many, and their seconds in all). */
export async function upstreamCalls(origin: string): Promise<Calls> {
  const calls: Calls = new Map();
  for (const [, kind, operation, value] of (await metricsOf(origin)).matchAll(
    /^shopfloor_upstream_call_duration_seconds_(count|sum)\{operation="([^"]+)",status="[^"]*"\} (\S+)/gm,
  )) {
    const sofar = calls.get(operation!) ?? { count: 0, seconds: 0 };
    if (kind === "count") sofar.count += Number(value);
    else sofar.seconds += Number(value);
    calls.set(operation!, sofar);
  }
  return calls;
}

export type Calls = Map<string, { count: number; seconds: number }>;

/** The calls made between two readings of upstreamCalls. */
export const callsBetween = (before: Calls, after: Calls): Calls =>
  new Map(
    [...after]
      .map(([op, { count, seconds }]) => {
        const earlier = before.get(op) ?? { count: 0, seconds: 0 };
        return [op, { count: count - earlier.count, seconds: seconds - earlier.seconds }] as const;
      })
      .filter(([, calls]) => calls.count > 0),
  );

/** Prints the calls per step by operation and in all, with the mean time of one call. */
export function printCalls(title: string, calls: Calls, steps: number): void {
  console.info(title);
  const line = (name: string, { count, seconds }: { count: number; seconds: number }) =>
    console.info(
      `  ${name.padEnd(42)} ${(count / steps).toFixed(2)}  ${((seconds * 1000) / count).toFixed(1).padStart(6)} ms`,
    );
  for (const [operation, each] of [...calls].sort(([a], [b]) => a.localeCompare(b))) line(operation, each);
  line(
    "in all",
    [...calls.values()].reduce(
      (all, each) => ({ count: all.count + each.count, seconds: all.seconds + each.seconds }),
      { count: 0, seconds: 0 },
    ),
  );
}

/** A series of /metrics by one of its labels (e.g. the kept lists' loads by list): its value for each. */
export async function seriesBy(origin: string, name: string, label: string): Promise<Map<string, number>> {
  const pattern = new RegExp(`^${name}\\{${label}="([^"]+)"\\} (\\S+)`, "gm");
  return new Map(
    [...(await metricsOf(origin)).matchAll(pattern)].map(([, key, value]) => [key!, Number(value)] as const),
  );
}

/** What each series grew by between two readings of seriesBy, those that grew ("status 3, department 1"). */
export const grownBy = (before: Map<string, number>, after: Map<string, number>): [string, number][] =>
  [...after]
    .map(([key, value]) => [key, value - (before.get(key) ?? 0)] as [string, number])
    .filter(([, grown]) => grown > 0);

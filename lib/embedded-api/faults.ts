// The embedded API's fault switch, for tests only: per operation name (or "*"
// for all), answer slowly, fail with 503, or never answer (the caller's
// timeout fires), for a number of requests or until cleared. The handler
// serves it at `<basePath>/_test/faults` only when it was given one.
import { z } from "zod";

export const faultSchema = z.object({
  /** An operation name such as "polygonpackage/update", or "*" for every operation. */
  operation: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(\*|[a-z]+\/[a-z]+)$/, "an operation name like polygonpackage/update, or *"),
  /** delay: answer after delayMs; fail: 503; drop: no answer at all (the operation does not run). */
  kind: z.enum(["delay", "fail", "drop"]),
  delayMs: z.number().int().min(0).max(120_000).default(0),
  /** How many requests it hits; absent: every request until cleared. */
  count: z.number().int().min(1).optional(),
});

export type Fault = z.output<typeof faultSchema>;

/** A fault as listed: what is left of its count. */
export type ActiveFault = Fault & { remaining: number | null };

export type FaultSwitch = {
  /** Sets (or replaces) the fault of an operation. */
  set: (fault: z.input<typeof faultSchema>) => void;
  /** Clears one operation's fault, or all. */
  clear: (operation?: string) => void;
  list: () => ActiveFault[];
  /** The fault for this request, counting it down; undefined when none applies. */
  take: (operation: string) => Fault | undefined;
};

export function createFaultSwitch(): FaultSwitch {
  const faults = new Map<string, ActiveFault>();
  return {
    set: (input) => {
      const fault = faultSchema.parse(input);
      faults.set(fault.operation, { ...fault, remaining: fault.count ?? null });
    },
    clear: (operation) => (operation === undefined ? faults.clear() : faults.delete(operation)),
    list: () => [...faults.values()],
    take: (operation) => {
      const fault = faults.get(operation) ?? faults.get("*");
      if (!fault) return undefined;
      if (fault.remaining !== null && --fault.remaining <= 0) faults.delete(fault.operation);
      return fault;
    },
  };
}

/** Resolves after ms, or as soon as the caller hangs up; true when the caller is still there. */
export function waitUnlessAborted(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve(!signal.aborted);
    }, ms);
    timer.unref?.();
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** How long a dropped request is held before its socket is let go (the caller has timed out long before). */
export const dropHoldMs = 120_000;

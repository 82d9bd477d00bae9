// Cuts at one department are handled one at a time in this process: each cut
// reads the plan that the cut before it changed, so two quick scans of a
// line's ticket take two different pieces and the last one finds the line
// cut (docs/cutting.md, "The cutter's screen"; a cluster's processes do not share this).
import { processWide } from "@/lib/base/process-wide";

const chains = processWide("cut-list-one-at-a-time", () => new Map<number, Promise<unknown>>());

export function oneCutAtATime<T>(departmentId: number, run: () => Promise<T>): Promise<T> {
  const before = chains.get(departmentId) ?? Promise.resolve();
  const next = before.catch(() => undefined).then(run);
  chains.set(departmentId, next);
  const forget = () => {
    if (chains.get(departmentId) === next) chains.delete(departmentId);
  };
  next.then(forget, forget);
  return next;
}

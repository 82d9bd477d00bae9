// The inputs of releasing a hold and of the supervisor's "set status": a
// remark or a reason is required, so the history says why.
import { z } from "zod";
import { multiLineText } from "@/lib/base/text";
import { statusValueNumber } from "@/lib/workflow/schemas";

const why = (message: string) =>
  multiLineText({ message }).trim().min(1, message).max(500, "At most 500 characters");

export const releaseHoldBody = z.object({ remark: why("Say why the hold can be lifted") });
export type ReleaseHoldBody = z.output<typeof releaseHoldBody>;

export const setPolygonStatusBody = z.object({
  statusValue: statusValueNumber,
  reason: why("Give the reason for the change"),
});
export type SetPolygonStatusBody = z.output<typeof setPolygonStatusBody>;

/** Who may set any status by hand: supervisors (docs/security.md, "Who moves a polygon"). */
export const setStatusRoles = ["supervisor"] as const;
/** Who may call release: supervisors, and operators where their department's workflow allows it. */
export const releaseRoles = ["supervisor", "operator"] as const;

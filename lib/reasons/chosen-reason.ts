// A reason code given with a write at a tablet (an unmatch or a defect at the
// matching screen, a problem or a failed check at a station): looked up before
// the write, so an inactive or wrong-kind reason is refused (400) with nothing
// changed, and counted in the reasons' Pareto once the write stood.
import type { SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { activeReason, type Reason } from "./catalogue";
import { recordReasonEvent, type ReasonEventInput } from "./events";
import type { ReasonKind } from "./schemas";

export type ChosenReason = {
  /** null: none given. */
  reason: Reason | null;
  /** Counts the reason where the write happened; nothing when none was given. */
  record: (employee: SessionEmployee, event: Omit<ReasonEventInput, "reason">) => Promise<void>;
};

export async function chosenReason(
  db: Database,
  kind: ReasonKind,
  reasonId: number | undefined,
): Promise<ChosenReason> {
  const reason = reasonId === undefined ? null : await activeReason(db, kind, reasonId);
  return {
    reason,
    record: async (employee, event) => {
      if (reason) await recordReasonEvent(db, employee, { ...event, reason });
    },
  };
}

type EntryReasonChoice = { reasonId?: number; reasonRemark?: string; productionPolygonId?: number };

/** A material entry's reason at the matching screen; `choice` null where the write takes no reason (a match, a repair). */
export async function entryReason(
  db: Database,
  kind: Extract<ReasonKind, "unmatch" | "material-defect">,
  choice: EntryReasonChoice | null,
) {
  const { reason, record } = await chosenReason(db, kind, choice?.reasonId);
  return {
    /** Counts the reason on the entry's polygon (the body names it when it gives a reason). */
    record: async (employee: SessionEmployee, entryId: number) => {
      if (!reason || !choice) return;
      await record(employee, {
        productionPolygonId: choice.productionPolygonId!,
        place: "matching",
        entryId,
        remark: choice.reasonRemark,
      });
    },
  };
}

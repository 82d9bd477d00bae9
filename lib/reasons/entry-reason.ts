// A reason code given with a material entry at the matching screen (an unmatch,
// a defect): looked up before the entry is written, so an inactive or wrong-kind
// reason is refused (400) with nothing changed, and recorded once the write stood.
import type { SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { activeReason } from "./catalogue";
import { recordReasonEvent } from "./events";
import type { ReasonKind } from "./schemas";

type EntryReasonChoice = { reasonId?: number; reasonRemark?: string; productionPolygonId?: number };

/** `choice` null where the write takes no reason (a match, a repair). */
export async function entryReason(
  db: Database,
  kind: Extract<ReasonKind, "unmatch" | "material-defect">,
  choice: EntryReasonChoice | null,
) {
  const reason = choice?.reasonId === undefined ? null : await activeReason(db, kind, choice.reasonId);
  return {
    /** Counts the reason on the entry's polygon (the body names it when it gives a reason). */
    record: async (employee: SessionEmployee, entryId: number) => {
      if (!reason || !choice) return;
      await recordReasonEvent(db, employee, {
        reason,
        productionPolygonId: choice.productionPolygonId!,
        place: "matching",
        entryId,
        remark: choice.reasonRemark,
      });
    },
  };
}

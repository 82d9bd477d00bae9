// POST /api/cutting/rolls/{id}/leftover – end a roll {lengthMm?, place?}: a leftover longer than OFFCUT_MIN_LENGTH_MM becomes an offcut whose label is queued on the station's printer (`print` null when the station has none), shorter is waste; 400 for a leftover longer than the roll has left, 409 when the roll is no longer in stock; a cutting department's operators, supervisors and admins only.
import { idParams } from "@/lib/base/params";
import { assertKeepsRolls } from "@/lib/cutting/cut-list/cutting-department";
import { leaveLeftover, leftoverBody } from "@/lib/cutting/rolls/offcuts";
import { rollRoles } from "@/lib/cutting/rolls/roles";
import { env } from "@/lib/env";
import { findStationPrinter } from "@/lib/printing/print-service";
import { printOnPrinter } from "@/lib/printing/print-request";
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";

export const POST = defineRoute(
  { roles: rollRoles, params: idParams, body: leftoverBody, audit: "roll.leftover" },
  async ({ upstream, employee, params, body, at, request }) => {
    await assertKeepsRolls(upstream, employee, body.departmentId);
    const db = await appDatabase();
    const by = { employeeId: employee.employeeId, name: employee.displayName };
    const outcome = await leaveLeftover(db, params.id, body, {
      minimumMm: env().OFFCUT_MIN_LENGTH_MM,
      by,
      at,
      locale: employee.locale,
    });
    const printer = await findStationPrinter(db, {
      chosenPrinterId: body.printerId ?? null,
      deviceId: body.device || null,
      departmentId: body.departmentId ?? null,
    });
    // The offcut is in stock either way; without a printer the tablet prints the label from the browser.
    const print =
      outcome.label && printer
        ? await printOnPrinter(
            db,
            printer,
            { kind: "offcut-label", labels: [outcome.label] },
            {
              employeeId: employee.employeeId,
              locale: employee.locale,
              requestRef: request.headers.get("idempotency-key"),
              copies: 1,
            },
          )
        : null;
    return { ...outcome, print };
  },
);

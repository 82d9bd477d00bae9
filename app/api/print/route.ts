// POST /api/print – prints on the station's label printer with no dialog: a package's label, a project's labels, a department's job tickets, or a pallet label, each as ONE job; 409 `no-printer` when the station has none (the tablet opens the browser's print page).
import type { SessionEmployee } from "@/lib/base/roles";
import { mayOpenScreen } from "@/lib/auth/screens";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { polygonLabels, projectLabels } from "@/lib/packing/labels";
import { palletTree } from "@/lib/packing/pallet";
import type { LabelsToPrint } from "@/lib/printing/label-data";
import {
  palletLabelOf,
  printBody,
  printOnPrinter,
  requireStationPrinter,
  type PrintTarget,
} from "@/lib/printing/print-request";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { assertMayWorkInDepartment } from "@/lib/stations/stations";
import { departmentTickets } from "@/lib/stations/tickets";

/** Package and pallet labels at the packing station; tickets at the department's own stations. */
function assertMayPrint(employee: SessionEmployee, target: PrintTarget): void {
  if (target.kind === "department-tickets") return assertMayWorkInDepartment(employee, target.departmentId);
  if (!mayOpenScreen(employee, { kind: "pack" }))
    throw new AppError("forbidden", "Not allowed for your role", "Labels are printed by packers.");
}

/** The labels of the target, built by the packing and ticket features (the route composes them). */
async function labelsOf(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  target: PrintTarget,
): Promise<LabelsToPrint> {
  switch (target.kind) {
    case "package": {
      const { labels } = await polygonLabels(upstream, db, employee.locale, target.productionPolygonId);
      const chosen = labels.filter(
        (l) => (target.polygonPackageId ?? l.polygonPackageId) === l.polygonPackageId,
      );
      if (chosen.length === 0)
        throw new AppError("not_found", "No such package", "This package has no label.");
      return { kind: "package-labels", labels: chosen };
    }
    case "project": {
      const { labels } = await projectLabels(upstream, employee.locale, target.productionProjectId);
      if (labels.length === 0) throw new AppError("not_found", "No labels", "This project has no packages.");
      return { kind: "package-labels", labels };
    }
    case "pallet":
      return {
        kind: "pallet-label",
        labels: [palletLabelOf(await palletTree(upstream, employee.locale, target.polygonPackageId))],
      };
    case "department-tickets": {
      const selection = target.productionPolygonIds
        ? { kind: "ids" as const, ids: target.productionPolygonIds }
        : { kind: target.select };
      const { tickets } = await departmentTickets(
        db,
        upstream,
        target.departmentId,
        target.offset,
        selection,
      );
      if (tickets.length === 0) throw new AppError("not_found", "No tickets", "The queue is empty.");
      return { kind: "job-tickets", labels: tickets };
    }
  }
}

export const POST = defineRoute(
  { roles: "signed-in", body: printBody, audit: "print.labels", successStatus: 201 },
  async ({ upstream, employee, body, request }) => {
    assertMayPrint(employee, body.target);
    const db = await appDatabase();
    // The printer first: a station without one falls back before any label is built.
    const ownDepartment = body.target.kind === "department-tickets" ? body.target.departmentId : null;
    const printer = await requireStationPrinter(db, {
      printerId: body.printerId,
      device: body.device,
      departmentId: body.departmentId ?? ownDepartment,
    });
    const labels = await labelsOf(db, upstream, employee, body.target);
    return printOnPrinter(db, printer, labels, {
      employeeId: employee.employeeId,
      locale: employee.locale,
      requestRef: request.headers.get("idempotency-key"),
      copies: body.copies,
    });
  },
);

// POST /api/print: labels or tickets to the station's label printer, through
// the outbox (its Idempotency-Key makes a replay print once).
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@/lib/http/fetch-json";
import { sendWrite } from "@/lib/outbox/load-outbox";
import type { PrintAnswer, PrintBody } from "@/lib/printing/print-request";
import type { ScannerSettings } from "@/lib/scan/settings";

export type PrintInput = Omit<PrintBody, "copies"> & { copies?: number };

const subjectOf = (target: PrintInput["target"]) => {
  switch (target.kind) {
    case "package":
      return String(target.polygonPackageId ?? target.productionPolygonId);
    case "project":
      return String(target.productionProjectId);
    case "department-tickets":
      return String(target.departmentId);
    case "pallet":
      return String(target.polygonPackageId);
  }
};

export const postPrint = (body: PrintInput) =>
  sendWrite<PrintAnswer>({
    method: "POST",
    url: "/api/print",
    body,
    kind: "print",
    subject: subjectOf(body.target),
  });

/**
 * Which station asks, from this device's settings on /scanner: its chosen printer, its name and
 * department (the screen's own department, e.g. a station's, comes first).
 */
export const stationOf = (
  settings: Pick<ScannerSettings, "printerId" | "deviceName" | "departmentId">,
  screenDepartmentId?: number | null,
): Pick<PrintInput, "printerId" | "device" | "departmentId"> => ({
  printerId: settings.printerId,
  device: settings.deviceName || null,
  departmentId: screenDepartmentId ?? settings.departmentId,
});

/** The answer that means "this station has no label printer": print from the browser instead. */
export const isNoPrinter = (error: unknown) =>
  error instanceof ApiError && error.problem.type === "urn:shopfloor:problem:no-printer";

export function usePrint() {
  return useMutation({ mutationFn: postPrint });
}

"use client";
// Around a station (the station page puts it there): the gate a Done refused
// for its checks opens (components/floor/checks-gate.ts), and the check dialog.
import { useMemo, useState, type ReactNode } from "react";
import { ChecksGateContext, type ChecksGate, type ChecksRequest } from "@/components/floor/checks-gate";
import { CheckDialog } from "./check-dialog";

export function StationChecksHost({
  mayPassAnyway,
  children,
}: {
  /** A supervisor (or admin) may pass a line whose checks failed; the server audits it. */
  mayPassAnyway: boolean;
  children: ReactNode;
}) {
  const [request, setRequest] = useState<ChecksRequest | null>(null);
  const gate = useMemo<ChecksGate>(() => ({ open: setRequest, isOpen: request !== null }), [request]);
  return (
    <ChecksGateContext.Provider value={gate}>
      {children}
      {request && (
        <CheckDialog
          key={`${request.departmentId}-${request.productionPolygonId}`}
          request={request}
          mayPassAnyway={mayPassAnyway}
          onClose={() => setRequest(null)}
        />
      )}
    </ChecksGateContext.Provider>
  );
}

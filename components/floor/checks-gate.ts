"use client";
// The seam between a station and the quality checks (docs/quality.md): a Done
// refused with 409 `checks-required` asks the gate to open the line's checks,
// and the gate calls back once the line may be done. The station page puts the
// quality feature's host around the station, so neither feature imports the other.
import { createContext, useContext } from "react";
import { ApiError } from "@/lib/http/api-error";

export type ChecksRequest = {
  departmentId: number;
  productionPolygonId: number;
  /** The line's name in the dialog's title (project · line · ticket). */
  title: string;
  /** The checks passed (or a supervisor passed the line): send the Done again. */
  onPassed: () => void;
};

export type ChecksGate = {
  open: (request: ChecksRequest) => void;
  /** A line's checks are open: the station's scans wait (the dialog has its own fields). */
  isOpen: boolean;
};

export const ChecksGateContext = createContext<ChecksGate | null>(null);

/** The gate of the page, or null where no quality host is around the station. */
export const useChecksGate = () => useContext(ChecksGateContext);

/** The server's 409 `checks-required` for a Done without a passing result of this visit. */
export const isChecksRequired = (error: unknown) =>
  error instanceof ApiError && error.problem.type === "urn:shopfloor:problem:checks-required";

// The one error the CPQ client throws. Its `message` is one line a station can
// show while it works on without the product view; it never holds a token,
// a password or an API key (only the operation, the status and the title).
export type CpqErrorKind =
  /** 403 from the hub: the account may not use the application. */
  | "forbidden"
  /** 404: no such application, material, polygon or path. */
  | "not-found"
  /** 401 even with a fresh token: the configured credentials are refused. */
  | "unauthorized"
  /** 400 or another 4xx: the request was refused. */
  | "rejected"
  /** 5xx, no answer, a dropped connection. */
  | "unavailable"
  | "timeout"
  /** An answer that does not have the shape the spec gives. */
  | "contract";

export class CpqError extends Error {
  constructor(
    readonly operation: string,
    readonly kind: CpqErrorKind,
    /** HTTP status of the answer; 0 when there was none. */
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "CpqError";
  }

  /** The station keeps working without the product view: the CPQ is down or slow, not the request wrong. */
  get isTransient(): boolean {
    return this.kind === "unavailable" || this.kind === "timeout";
  }
}

export function forbiddenApplication(operation: string, applicationId: string): CpqError {
  return new CpqError(operation, "forbidden", 403, `this account may not use application ${applicationId}`);
}

/** One line for an answer that was not a success, from its status and ProblemDetails title. */
export function errorForStatus(operation: string, status: number, title: string | undefined): CpqError {
  const said = title ? `: ${title}` : "";
  if (status === 401) {
    return new CpqError(operation, "unauthorized", 401, `the CPQ refused the credentials (${operation})`);
  }
  if (status === 404) return new CpqError(operation, "not-found", 404, `not found in the CPQ (${operation})`);
  if (status >= 500) {
    return new CpqError(
      operation,
      "unavailable",
      status,
      `the CPQ is not available (${status}${said}); working on without the product view`,
    );
  }
  return new CpqError(operation, "rejected", status, `the CPQ refused ${operation} (${status}${said})`);
}

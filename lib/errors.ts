// The app's one error type: a code that says what went wrong, mapped to the
// HTTP status the browser sees (lib/http/problem.ts turns it into ProblemDetails).
export const appErrorStatus = {
  unauthenticated: 401,
  forbidden: 403,
  invalid_input: 400,
  not_found: 404,
  conflict: 409,
  /** No label printer serves the station: the tablet falls back to the browser's print page. */
  no_printer: 409,
  unprocessable: 422,
  /** A write whose body is not JSON (or multipart where a photo is sent): nothing was changed. */
  unsupported_media_type: 415,
  bad_origin: 403,
  upstream_unavailable: 502,
  upstream_timeout: 504,
  too_many: 429,
  /** The app's own database refused a write it needs (the audit trail): nothing was changed. */
  unavailable: 503,
  /** A ticket scan of a line still waiting for material: the tablet asks "Start anyway?" first. */
  material_wait: 409,
  /** Done at a department whose required quality checks this visit has not passed (docs/quality.md). */
  checks_required: 409,
  /** A quality result without a value for a required check. */
  checks_incomplete: 422,
  /** A failing quality result without its reason or where the line goes. */
  checks_failed_needs_reason: 422,
} as const;

export type AppErrorCode = keyof typeof appErrorStatus;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: AppErrorCode,
    /** A short sentence for the person at the tablet. */
    readonly title: string,
    readonly detail = "",
    /** Field → messages, for invalid_input. */
    readonly fieldErrors: Record<string, string[]> = {},
    /** Extension members of the ProblemDetails (RFC 9457 §3.2): facts the tablet words itself. */
    readonly extensions: Record<string, string | number | readonly object[]> = {},
  ) {
    super(detail ? `${title} – ${detail}` : title);
    this.name = "AppError";
    this.status = appErrorStatus[code];
  }
}

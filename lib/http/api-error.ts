// The error of a failed call to the app's own /api routes, with the answer's
// ProblemDetails. A module of its own: a screen tells a refusal apart without
// the fetch helpers (fetch-json.ts) in its first load.
export type Problem = {
  type?: string;
  title?: string;
  status: number;
  detail?: string;
  errors?: Record<string, string[]>;
  /** Extension members (RFC 9457 §3.2), read with a check of their type. */
  [member: string]: unknown;
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(problem.title ?? `Request failed with ${status}`);
    this.name = "ApiError";
  }
}

// The embedded API's one error type: what an operation throws when the request
// names something that does not exist or would break the data. The handler
// turns it into ProblemDetails.
export type EmbeddedApiErrorStatus = 400 | 404 | 409;

export class EmbeddedApiError extends Error {
  constructor(
    readonly status: EmbeddedApiErrorStatus,
    readonly title: string,
    detail: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(detail);
  }
}

export function notFound(what: string, id: number | string): EmbeddedApiError {
  return new EmbeddedApiError(404, "Not found", `${what} ${id} does not exist`);
}

export function conflict(detail: string): EmbeddedApiError {
  return new EmbeddedApiError(409, "Conflict", detail);
}

export function badRequest(field: string, message: string): EmbeddedApiError {
  return new EmbeddedApiError(400, "Invalid request", message, { [field]: [message] });
}

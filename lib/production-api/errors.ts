// The one error the production API client throws: an upstream answer that was
// not a success (with its ProblemDetails), a network failure, a timeout, or a
// response that does not match the contract.
export type ProductionApiErrorKind = "problem" | "network" | "timeout" | "contract";

export class ProductionApiError extends Error {
  constructor(
    readonly operation: string,
    readonly kind: ProductionApiErrorKind,
    /** HTTP status of the upstream answer; 0 when there was none. */
    readonly status: number,
    readonly title: string,
    readonly detail: string,
    /** Field → messages, from a validation ProblemDetails. */
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(`${operation}: ${status ? `${status} ` : ""}${title}${detail ? ` – ${detail}` : ""}`);
    this.name = "ProductionApiError";
  }
}

/** What a failed send or body read says: whether it was the call's timeout, and its cause's words. */
export type Unreached = { isTimeout: boolean; message: string };

export const unreachedOf = (error: unknown): Unreached => ({
  isTimeout: error instanceof DOMException && error.name === "TimeoutError",
  message:
    error instanceof Error
      ? error.cause instanceof Error
        ? error.cause.message
        : error.message
      : String(error),
});

/** A call that got no answer (no connection, a dropped one, the timeout) as a ProductionApiError. */
export const unreachedError = (operation: string, { isTimeout, message }: Unreached) =>
  new ProductionApiError(
    operation,
    isTimeout ? "timeout" : "network",
    0,
    isTimeout ? "The production API did not answer in time" : "The production API could not be reached",
    message,
  );

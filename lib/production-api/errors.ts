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

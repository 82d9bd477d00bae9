// The one mapper from any error to what the tablet sees: ProblemDetails
// (RFC 9457) with `errors` (field → messages) for invalid input. Upstream
// failures become sentences about "the production system", never its internals.
import { fieldErrorsOf } from "./field-errors";
import { jsonAnswer } from "./json-answer";
import { ZodError } from "zod";
import { AppError, type AppErrorCode } from "@/lib/errors";
import { ProductionApiError } from "@/lib/production-api/errors";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { logError, logWarning } from "@/lib/base/log";

export type ProblemDetails = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  /** The request's id in the server log (lib/server/request-observer.ts), for a complaint from the floor. */
  requestId?: string;
  errors?: Record<string, string[]>;
  /** Extension members (RFC 9457 §3.2), e.g. the counts of a `material-wait`. */
  [member: string]: unknown;
};

const problemType = (slug: string) => `urn:shopfloor:problem:${slug}`;

function fromAppError(error: AppError): ProblemDetails {
  const hasFields = Object.keys(error.fieldErrors).length > 0;
  return {
    ...error.extensions,
    type: problemType(error.code.replace(/_/g, "-")),
    title: error.title,
    status: error.status,
    ...(error.detail ? { detail: error.detail } : {}),
    ...(hasFields ? { errors: error.fieldErrors } : {}),
  };
}

const upstream = (code: AppErrorCode, title: string, detail = "", errors?: Record<string, string[]>) =>
  fromAppError(new AppError(code, title, detail, errors));

function fromUpstream(error: ProductionApiError): ProblemDetails {
  if (error.kind === "timeout") {
    return upstream(
      "upstream_timeout",
      "The production system did not answer in time",
      "Try again in a moment.",
    );
  }
  if (error.kind === "network") {
    return upstream(
      "upstream_unavailable",
      "The production system is not reachable",
      "Try again in a moment.",
    );
  }
  if (error.kind === "contract") {
    console.error(
      `[api] the production API answered ${error.operation} in an unexpected shape: ${error.detail}`,
    );
    return upstream(
      "upstream_unavailable",
      "The production system sent an answer the app does not understand",
    );
  }
  switch (error.status) {
    case 400:
      return upstream("invalid_input", error.title || "Invalid input", error.detail, error.fieldErrors);
    case 401:
    case 403:
      // Our configuration is wrong (secret, token), not the employee's doing.
      console.error(
        `[api] the production API refused the app's credentials for ${error.operation} (${error.status})`,
      );
      return upstream("upstream_unavailable", "The production system refused the app's credentials");
    case 404:
      return upstream("not_found", "Not found", error.detail);
    case 409:
      return upstream("conflict", "This change conflicts with the production data", error.detail);
    default:
      if (error.status >= 500) {
        console.error(
          `[api] the production API failed on ${error.operation}: ${error.status} ${error.title}`,
        );
        return upstream(
          "upstream_unavailable",
          "The production system is not reachable",
          "Try again in a moment.",
        );
      }
      console.error(`[api] unexpected answer of the production API to ${error.operation}: ${error.message}`);
      return upstream("upstream_unavailable", "The production system gave an unexpected answer");
  }
}

/** The ProblemDetails for any thrown value; unknown errors are logged and become a generic 500. */
export function problemOf(error: unknown): ProblemDetails {
  if (error instanceof ZodError) {
    return {
      type: problemType("invalid-input"),
      title: "Invalid input",
      status: 400,
      detail: "One or more fields are missing or malformed.",
      errors: fieldErrorsOf(error),
    };
  }
  if (error instanceof AppError) return fromAppError(error);
  if (error instanceof ProductionApiError) return fromUpstream(error);
  if (isDatabaseUnavailable(error)) {
    logWarning("[api] the database is not reachable:", error);
    return fromAppError(
      new AppError("unavailable", "The database is not reachable", "Try again in a moment."),
    );
  }
  logError("[api] unexpected error:", error);
  return {
    type: problemType("internal"),
    title: "Something went wrong on the server",
    status: 500,
    detail: "The error has been logged.",
  };
}

export function problemResponse(problem: ProblemDetails, headers: HeadersInit = {}): Response {
  const withType = new Headers(headers);
  withType.set("content-type", "application/problem+json");
  return jsonAnswer(problem, { status: problem.status, headers: withType });
}

/** The one way a route answers an error. */
export function errorResponse(error: unknown, instance?: string, headers: HeadersInit = {}): Response {
  return problemResponse({ ...problemOf(error), ...(instance ? { instance } : {}) }, headers);
}

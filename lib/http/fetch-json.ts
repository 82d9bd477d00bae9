// The browser's way to call the app's own /api routes: JSON in and out, and
// an ApiError carrying the ProblemDetails of any failure (never a silent success).
import { ApiError, type Problem } from "./api-error";

export { ApiError, type Problem };

/** `T` is the route's answer type, taken from the server function that makes it (one source of truth). */
export async function fetchJson<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? "GET",
    headers: init.body === undefined ? undefined : { "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
    cache: "no-store",
  });
  if (!response.ok) {
    const problem = (await response.json().catch(() => null)) as Problem | null;
    throw new ApiError(response.status, problem ?? { status: response.status });
  }
  return (await response.json()) as T;
}

/** A multipart form (a photo and a few fields) POSTed to a route that answers JSON. */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  const response = await fetch(path, { method: "POST", body: form, cache: "no-store" });
  if (!response.ok) {
    const problem = (await response.json().catch(() => null)) as Problem | null;
    throw new ApiError(response.status, problem ?? { status: response.status });
  }
  return (await response.json()) as T;
}

/** A write whose answer may be empty: the saved record, or null for a 204. */
export async function sendJson<T>(
  path: string,
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  body?: unknown,
): Promise<T | null> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
  });
  if (!response.ok) {
    const problem = (await response.json().catch(() => null)) as Problem | null;
    throw new ApiError(response.status, problem ?? { status: response.status });
  }
  return response.status === 204 ? null : ((await response.json()) as T);
}

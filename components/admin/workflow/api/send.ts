// Writes of the workflow editor: JSON in, the saved record or nothing (204) out, ProblemDetails as ApiError.
import { ApiError, type Problem } from "@/lib/http/fetch-json";

export async function send<T>(
  path: string,
  method: "POST" | "PUT" | "DELETE",
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

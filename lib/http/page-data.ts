// What a server page does with data that is not there: an id the upstream (or
// the app) does not know shows the app's not-found page with a 404, never a 500.
import { notFound } from "next/navigation";
import { AppError } from "@/lib/errors";
import { ProductionApiError } from "@/lib/production-api/errors";

export function isNotFound(error: unknown): boolean {
  return (
    (error instanceof ProductionApiError && error.kind === "problem" && error.status === 404) ||
    (error instanceof AppError && error.code === "not_found")
  );
}

/** The loaded data, or the not-found page when the thing asked for does not exist. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isNotFound(error)) notFound();
    throw error;
  }
}

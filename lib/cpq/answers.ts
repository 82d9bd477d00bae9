// Reading the CPQ's answers: each is parsed with its schema from schemas.ts, a
// malformed one is a "contract" CpqError, and a 404 may mean "none".
import type { z } from "zod";
import { CpqError } from "./errors";
import type { CpqRequest, CpqTransport } from "./transport";

export type LoadProjectResult<P> = { status: "found"; project: P } | { status: "not-available" };

function parseAnswer<T extends z.ZodType>(
  operation: string,
  status: number,
  json: unknown,
  schema: T,
): z.infer<T> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new CpqError(operation, "contract", status, `the CPQ's answer to ${operation} is malformed`);
  }
  return parsed.data;
}

export async function readJson<T extends z.ZodType>(
  transport: CpqTransport,
  request: CpqRequest,
  schema: T,
): Promise<z.infer<T>> {
  const response = await transport.send(request);
  const json: unknown = await response.json().catch(() => undefined);
  return parseAnswer(request.operation, response.status, json, schema);
}

/** A LoadProject answer: 204, or a 200 with nothing in it, is "not available in the CPQ". */
export async function readProject<T extends z.ZodType>(
  transport: CpqTransport,
  request: CpqRequest,
  schema: T,
): Promise<LoadProjectResult<z.infer<T>>> {
  const response = await transport.send(request);
  const text = await response.text();
  if (response.status === 204 || !text.trim()) return { status: "not-available" };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: "found", project: parseAnswer(request.operation, response.status, json, schema) };
}

/** A gateway call whose 404 means "none" (a material, a polygon), not a failure. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof CpqError && error.kind === "not-found") return null;
    throw error;
  }
}

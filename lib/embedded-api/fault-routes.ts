// The handler's side of the test-only fault switch (faults.ts): the
// `_test/faults` path that sets it, and the answer a switched-on fault gives.
import { fieldErrorsOf } from "@/lib/http/field-errors";
import { dropHoldMs, faultSchema, waitUnlessAborted, type FaultSwitch } from "./faults";
import { problem } from "./problem";

export const faultsPath = "_test/faults";

/** GET lists the faults, POST sets one, DELETE clears one (`?operation=`) or all. */
export async function serveFaults(
  request: Request,
  faults: FaultSwitch,
  instance: string,
): Promise<Response> {
  if (request.method === "DELETE") {
    faults.clear(new URL(request.url).searchParams.get("operation")?.toLowerCase() ?? undefined);
    return new Response(null, { status: 204 });
  }
  if (request.method === "POST") {
    const parsed = faultSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) {
      return problem(
        {
          status: 400,
          title: "Invalid request",
          detail: "not a fault",
          errors: fieldErrorsOf(parsed.error, "body"),
        },
        instance,
      );
    }
    faults.set(parsed.data);
  } else if (request.method !== "GET") {
    return problem(
      { status: 405, title: "Method not allowed", detail: `${faultsPath} takes GET, POST or DELETE` },
      instance,
    );
  }
  return Response.json({ faults: faults.list() });
}

/** The switched-on fault of this request, if any: its answer, or undefined to go on (after a delay). */
export async function faultAnswer(
  signal: AbortSignal,
  faults: FaultSwitch | undefined,
  operation: string,
  instance: string,
): Promise<Response | undefined> {
  const fault = faults?.take(operation);
  if (!fault) return undefined;
  const unavailable = (detail: string) =>
    problem({ status: 503, title: "Service unavailable", detail }, instance, { "retry-after": "1" });
  if (fault.kind === "fail") return unavailable("the fault switch fails this operation");
  if (fault.kind === "drop") {
    // No answer: the caller's timeout fires; the operation never runs.
    await waitUnlessAborted(dropHoldMs, signal);
    return unavailable("the fault switch dropped this request");
  }
  // A caller that gave up while we were slow does not get its write applied behind its back.
  return (await waitUnlessAborted(fault.delayMs, signal))
    ? undefined
    : unavailable("the caller left while the fault switch delayed this request");
}

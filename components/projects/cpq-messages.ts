// Which browser messages of the CPQ iframe the project page trusts (the spec's
// Events): only from the window of the frame it opened, only from that
// frame's origin (the origin of the iframe URL), only objects whose type is
// SAVE_PROJECT or CLOSE_PROJECT. Anything else is ignored.
export type CpqMessageType = "SAVE_PROJECT" | "CLOSE_PROJECT";

export function cpqMessageType(
  event: Pick<MessageEvent, "origin" | "source" | "data">,
  expected: { origin: string; source: MessageEventSource | null },
): CpqMessageType | null {
  if (expected.source === null || event.source !== expected.source) return null;
  if (event.origin !== expected.origin) return null;
  const data: unknown = event.data;
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  const type = (data as { type?: unknown }).type;
  return type === "SAVE_PROJECT" || type === "CLOSE_PROJECT" ? type : null;
}

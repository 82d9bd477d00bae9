// What a ticket page's address asks for: the paper (?format=a6|a4), where a
// long queue's print starts (?from=N) and which tickets (?select=waiting, or
// ?ids=1,2,3 for chosen ones). Anything else is read as the default.
import type { TicketSelection } from "@/lib/stations/tickets";

export type TicketFormat = "a6" | "a4";
type Query = Record<string, string | string[] | undefined>;

/** At most this many ids in one address (a page of a queue is far fewer). */
const maxIds = 400;

export const ticketFormatOf = (value: Query[string]): TicketFormat => (value === "a4" ? "a4" : "a6");

export function ticketSelectionOf(query: Query): TicketSelection {
  const ids = typeof query.ids === "string" ? query.ids.split(",") : [];
  const chosen = ids.filter((id) => /^\d{1,9}$/.test(id) && Number(id) > 0).map(Number);
  if (chosen.length > 0) return { kind: "ids", ids: [...new Set(chosen)].slice(0, maxIds) };
  return query.select === "waiting" ? { kind: "waiting" } : { kind: "all" };
}

/** The query string of a selection (with its format and start), for links between them. */
export function ticketQuery(format: TicketFormat, selection: TicketSelection, from = 0): string {
  const params = new URLSearchParams({ format });
  if (selection.kind === "waiting") params.set("select", "waiting");
  if (selection.kind === "ids") params.set("ids", selection.ids.join(","));
  if (from > 0) params.set("from", String(from));
  return `?${params.toString()}`;
}

// The workshop's clock: its days begin at midnight in the workshop's time zone,
// whatever the server's own zone is.
import { timeZone } from "./messages";

/** Midnight of today on the workshop's clock. */
export function startOfToday(now: Date): Date {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, timeZoneName: "longOffset" }).formatToParts(now);
  const offset = parts.find((p) => p.type === "timeZoneName")?.value.match(/([+-])(\d\d):(\d\d)/);
  const offsetMs = offset
    ? (offset[1] === "-" ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) * 60_000
    : 0;
  const local = new Date(now.getTime() + offsetMs);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offsetMs);
}

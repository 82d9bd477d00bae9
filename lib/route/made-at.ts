// The moment a write counts from: when the tablet made it (the outbox's
// X-Made-At header, lib/outbox/made-at.ts) if that is plausible, else when it
// reached the server. Plausible: not ahead of the server's clock by more than
// a tablet's clock may drift, and not older than the server remembers the
// write's Idempotency-Key (a day): a write kept longer could not be told from
// a new one anyway. Both moments go into the write's audit row.
import { madeAtHeader } from "@/lib/outbox/made-at";

/** How far a tablet's clock may run ahead of the server's. */
export const madeAtSkewMs = 2 * 60_000;
/** The oldest moment taken from a tablet: the time the server keeps a write's key (lib/idempotency). */
export const madeAtMaxAgeMs = 24 * 3_600_000;

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

export type WriteMoment = {
  /** The moment the write counts from. */
  at: Date;
  receivedAt: Date;
  /** The header as sent (cut to 40 characters), null without one. */
  madeAt: string | null;
  isMadeAtUsed: boolean;
};

export function writeMomentOf(request: Request, receivedAt: Date): WriteMoment {
  const header = request.headers.get(madeAtHeader);
  if (header === null) return { at: receivedAt, receivedAt, madeAt: null, isMadeAtUsed: false };
  const madeAtMs = isoInstant.test(header) ? Date.parse(header) : Number.NaN;
  const isPlausible =
    Number.isFinite(madeAtMs) &&
    madeAtMs <= receivedAt.getTime() + madeAtSkewMs &&
    madeAtMs >= receivedAt.getTime() - madeAtMaxAgeMs;
  return {
    // A tablet a little ahead of the server still never records a time after the arrival.
    at: isPlausible ? new Date(Math.min(madeAtMs, receivedAt.getTime())) : receivedAt,
    receivedAt,
    madeAt: header.slice(0, 40),
    isMadeAtUsed: isPlausible,
  };
}

/** What the audit row keeps of the two moments (nothing for a write sent without the header). */
export const auditOfMoment = (moment: WriteMoment): Record<string, unknown> =>
  moment.madeAt === null
    ? {}
    : {
        madeAt: moment.madeAt,
        receivedAt: moment.receivedAt.toISOString(),
        isMadeAtUsed: moment.isMadeAtUsed,
      };

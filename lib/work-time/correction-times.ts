// The times a supervisor types into a correction, read strictly: an ISO 8601
// moment with its offset whose every part exists (no 30 February, no hour 24)
// and whose year lies in the range the workshop keeps records for. A year
// such as 0001 is refused here, before it could reach the database (a
// two-digit reading turned it into 2001 once).

/** Years a correction may name at all; the plausible window (correction.ts) is much narrower. */
export const correctionYears = { min: 2000, max: 2999 } as const;

const instant =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):?(\d{2}))$/;

export type ReadInstant =
  { outcome: "ok"; at: Date } | { outcome: "invalid" } | { outcome: "year"; year: number };

/** The moment of `text`, or why it is none. */
export function readInstant(text: string): ReadInstant {
  const match = instant.exec(text);
  if (!match) return { outcome: "invalid" };
  const [, y, mo, d, h, mi, s = "0", fraction = "", zulu, sign, oh = "0", om = "0"] = match;
  const year = Number(y);
  if (year < correctionYears.min || year > correctionYears.max) return { outcome: "year", year };
  const parts = [year, Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)] as const;
  const wall = new Date(0);
  // setUTCFullYear, not Date.UTC: the latter reads years 0–99 as 1900–1999.
  wall.setUTCFullYear(parts[0], parts[1], parts[2]);
  wall.setUTCHours(parts[3], parts[4], parts[5], Number(fraction.padEnd(3, "0").slice(0, 3)));
  const isReal =
    wall.getUTCFullYear() === parts[0] &&
    wall.getUTCMonth() === parts[1] &&
    wall.getUTCDate() === parts[2] &&
    wall.getUTCHours() === parts[3] &&
    wall.getUTCMinutes() === parts[4] &&
    wall.getUTCSeconds() === parts[5];
  const offsetMinutes = zulu ? 0 : (sign === "-" ? -1 : 1) * (Number(oh) * 60 + Number(om));
  if (!isReal || Number(oh) > 14 || Number(om) > 59) return { outcome: "invalid" };
  return { outcome: "ok", at: new Date(wall.getTime() - offsetMinutes * 60_000) };
}

// The tablet's own verdict on a line's checks, as the server will give it
// (docs/quality.md): a measurement passes within ± its tolerance of the order's
// width or drop (the edge passes), "no" fails, a required check left empty is
// missing. The dialog asks for a reason before sending, also offline.
import type { PhotoInput, ResultBody, StationChecks } from "@/lib/quality/schemas";

export type StationCheck = StationChecks["checks"][number];

/** What the operator filled in for one check, as typed. */
export type Entry = { valueText: string; answer: boolean | null; photos: PhotoInput[] };
export const emptyEntry: Entry = { valueText: "", answer: null, photos: [] };

export type CheckVerdict =
  | { kind: "pass" }
  | { kind: "fail"; offMm?: number }
  | { kind: "missing" }
  | { kind: "invalid" }
  /** Not required and left empty, or a measurement the order has no size for (a rail's drop). */
  | { kind: "skipped" };

const maxValueMm = 100_000;

/** A whole number of mm, 0–100000, or null (blank), or NaN (anything else). */
export function millimetresOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!/^\d{1,6}$/.test(trimmed)) return Number.NaN;
  const value = Number(trimmed);
  return value <= maxValueMm ? value : Number.NaN;
}

const isMeasured = (check: StationCheck) => check.kind !== "measurement" || check.targetMm !== null;

export function verdictOf(check: StationCheck, entry: Entry): CheckVerdict {
  const empty: CheckVerdict = check.isRequired ? { kind: "missing" } : { kind: "skipped" };
  switch (check.kind) {
    case "measurement": {
      if (!isMeasured(check)) return { kind: "skipped" };
      const value = millimetresOf(entry.valueText);
      if (value === null) return empty;
      if (Number.isNaN(value)) return { kind: "invalid" };
      const offMm = value - (check.targetMm ?? 0);
      return Math.abs(offMm) <= (check.toleranceMm ?? 0) ? { kind: "pass" } : { kind: "fail", offMm };
    }
    case "yes-no":
      return entry.answer === null ? empty : entry.answer ? { kind: "pass" } : { kind: "fail" };
    case "photo":
      return entry.photos.length > 0 ? { kind: "pass" } : empty;
  }
}

export type Verdicts = {
  byCheck: Map<number, CheckVerdict>;
  /** Checks still to fill in (required and empty) or typed wrong. */
  incomplete: StationCheck[];
  failed: StationCheck[];
};

export function verdictsOf(checks: readonly StationCheck[], entries: ReadonlyMap<number, Entry>): Verdicts {
  const byCheck = new Map(checks.map((c) => [c.id, verdictOf(c, entries.get(c.id) ?? emptyEntry)]));
  const kindOf = (c: StationCheck) => byCheck.get(c.id)?.kind;
  return {
    byCheck,
    incomplete: checks.filter((c) => kindOf(c) === "missing" || kindOf(c) === "invalid"),
    failed: checks.filter((c) => kindOf(c) === "fail"),
  };
}

/** The values of the checks filled in, as the results route takes them. */
export function valuesOf(
  checks: readonly StationCheck[],
  entries: ReadonlyMap<number, Entry>,
): ResultBody["values"] {
  return checks.flatMap((check): ResultBody["values"] => {
    const entry = entries.get(check.id) ?? emptyEntry;
    if (check.kind === "measurement") {
      const valueMm = millimetresOf(entry.valueText);
      return valueMm === null || Number.isNaN(valueMm) || !isMeasured(check)
        ? []
        : [{ checkId: check.id, valueMm }];
    }
    if (check.kind === "yes-no")
      return entry.answer === null ? [] : [{ checkId: check.id, answer: entry.answer }];
    return entry.photos.length === 0 ? [] : [{ checkId: check.id, photos: entry.photos }];
  });
}

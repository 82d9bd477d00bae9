// A kept polygon's statuses (slim.ts), newest first, packed into one array of
// numbers rather than one object per status. At 100,000 polygons the kept
// lists held some 500,000 status objects, and every major collection of the
// request thread's heap marked each of them (docs/architecture.md, "Garbage");
// an array of numbers is one object whose contents no collector walks. Reads
// hand out a SlimStatus made afresh, which dies young; the walks over every
// status read the numbers in place (valueAt, assignedAtMsAt).

export type SlimStatus = {
  id: number;
  value: number;
  /**
   * When the status was assigned, as epoch ms, parsed once (the supervisor's lists compare
   * hundreds of thousands). The upstream's text is not kept beside it (assignedAtOf writes it).
   */
  assignedAtMs: number;
  remarks: string | null;
};

/** Numbers per status in `packed`: id, value, assignedAtMs. */
const width = 3;

export class StatusHistory implements Iterable<SlimStatus> {
  /** id, value and assignedAtMs of each status, newest first (one array of doubles). */
  readonly packed: number[];
  /** Each status's remarks, by position, when any status has some; else null (most polygons). */
  readonly remarks: (string | null)[] | null;

  /** `statuses` newest first, or already packed so (a polygon's digest, lib/production-api/views.ts). */
  constructor(statuses: readonly SlimStatus[] | { packed: number[]; remarks: (string | null)[] | null }) {
    if ("packed" in statuses) {
      this.packed = statuses.packed;
      this.remarks = statuses.remarks;
      return;
    }
    // Its exact length (a pushed array keeps room to grow, for 100,000 polygons).
    this.packed = new Array<number>(statuses.length * width);
    statuses.forEach((s, i) => {
      this.packed[i * width] = s.id;
      this.packed[i * width + 1] = s.value;
      this.packed[i * width + 2] = s.assignedAtMs;
    });
    this.remarks = statuses.some((s) => s.remarks !== null) ? statuses.map((s) => s.remarks) : null;
  }

  get length(): number {
    return this.packed.length / width;
  }

  /** The status at this position (0: the current one; negative: from the oldest), made afresh. */
  at(index: number): SlimStatus | undefined {
    const i = index < 0 ? this.length + index : index;
    if (i < 0 || i >= this.length) return undefined;
    return {
      id: this.packed[i * width]!,
      value: this.packed[i * width + 1]!,
      assignedAtMs: this.packed[i * width + 2]!,
      remarks: this.remarks?.[i] ?? null,
    };
  }

  /** The current status, if any. */
  get current(): SlimStatus | undefined {
    return this.at(0);
  }

  valueAt(i: number): number | undefined {
    return i >= 0 && i < this.length ? this.packed[i * width + 1] : undefined;
  }

  assignedAtMsAt(i: number): number | undefined {
    return i >= 0 && i < this.length ? this.packed[i * width + 2] : undefined;
  }

  remarksAt(i: number): string | null {
    return this.remarks?.[i] ?? null;
  }

  *[Symbol.iterator](): Iterator<SlimStatus> {
    for (let i = 0; i < this.length; i++) yield this.at(i)!;
  }

  sameAs(other: StatusHistory): boolean {
    const [a, b] = [this.packed, other.packed];
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    for (let i = 0; i < this.length; i++) if (this.remarksAt(i) !== other.remarksAt(i)) return false;
    return true;
  }
}

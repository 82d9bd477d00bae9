// A department's planned work as the kept lists hold it (status-lists.ts): by
// production polygon id, in typed columns rather than one object per entry. At
// 100,000 polygons the departments' lists held some 530,000 entries, each an
// object with two strings, and every major collection of the request thread's
// heap marked them all (docs/architecture.md, "Garbage"); columns are a few
// objects whose numbers no collector walks. It takes the upstream's entries
// and hands out a SlimWork made afresh (moments as epoch ms), which dies young.
import { sharedArray } from "@/lib/workers/shared";
import type { SlimWork, WorkEntry } from "./slim";

/** Epoch ms of an ISO moment, NaN for none (a column holds numbers only). */
const msOf = (at: string | null): number => (at === null ? Number.NaN : Date.parse(at));
const orNull = (ms: number): number | null => (Number.isNaN(ms) ? null : ms);

const initialCapacity = 64;

export class WorkList {
  /** Row of each polygon's entry, in the order entries were first set (a Map's order). */
  #rows = new Map<number, number>();
  #ids = new Float64Array(initialCapacity);
  #startMs = new Float64Array(initialCapacity);
  #finishMs = new Float64Array(initialCapacity);
  #values = new Float64Array(initialCapacity);
  /** Rows used, live or left by a removal. */
  #used = 0;
  /** The planned columns as last worked out, until the list changes (a replan reads every department's). */
  #planned: { polygonIds: Int32Array; plannedMinutes: Float64Array } | null = null;

  get size(): number {
    return this.#rows.size;
  }

  has(productionPolygonId: number): boolean {
    return this.#rows.has(productionPolygonId);
  }

  get(productionPolygonId: number): SlimWork | undefined {
    const row = this.#rows.get(productionPolygonId);
    return row === undefined ? undefined : this.#entry(row);
  }

  set(productionPolygonId: number, work: WorkEntry): this {
    this.#planned = null;
    let row = this.#rows.get(productionPolygonId);
    if (row === undefined) {
      if (this.#used === this.#ids.length) this.#grow();
      row = this.#used++;
      this.#rows.set(productionPolygonId, row);
    }
    this.#ids[row] = work.id;
    this.#startMs[row] = msOf(work.startAt);
    this.#finishMs[row] = msOf(work.finishAt);
    this.#values[row] = work.productionValue;
    return this;
  }

  delete(productionPolygonId: number): boolean {
    if (!this.#rows.delete(productionPolygonId)) return false;
    this.#planned = null;
    // The row stays unused until the list holds more dead rows than live ones.
    if (this.#used > initialCapacity && this.#rows.size * 2 < this.#used) this.#compact();
    return true;
  }

  /** The polygon whose entry has this work id, if this list holds it. */
  polygonOfEntry(id: number): number | undefined {
    for (const [polygonId, row] of this.#rows) if (this.#ids[row] === id) return polygonId;
    return undefined;
  }

  /** Whether both lists hold the same polygons, each with the same entry (in any order). */
  sameAs(other: WorkList): boolean {
    if (this.size !== other.size) return false;
    for (const [polygonId, row] of this.#rows) {
      const at = other.#rows.get(polygonId);
      if (at === undefined) return false;
      if (
        this.#ids[row] !== other.#ids[at] ||
        this.#values[row] !== other.#values[at] ||
        !Object.is(this.#startMs[row], other.#startMs[at]) ||
        !Object.is(this.#finishMs[row], other.#finishMs[at])
      )
        return false;
    }
    return true;
  }

  keys(): IterableIterator<number> {
    return this.#rows.keys();
  }

  /**
   * Each polygon and its entry's planned minutes, in the list's order, as two columns (the capacity
   * plan's input): worked out once per change of the list, as a replan after each status move
   * reads every department's (a walk of 100,000 rows each at 100k), on shared memory that a
   * worker is given without a copy (lib/workers/shared.ts). Never written once handed out.
   */
  plannedColumns(): { polygonIds: Int32Array; plannedMinutes: Float64Array } {
    if (!this.#planned) {
      const polygonIds = sharedArray(Int32Array, this.size);
      const plannedMinutes = sharedArray(Float64Array, this.size);
      let i = 0;
      // forEach, not for…of: no [key, value] array per row (a replan at 100,000 reads 400,000 of them).
      this.#rows.forEach((row, polygonId) => {
        polygonIds[i] = polygonId;
        plannedMinutes[i++] = this.#values[row]!;
      });
      this.#planned = { polygonIds, plannedMinutes };
    }
    return this.#planned;
  }

  *entries(): IterableIterator<[number, SlimWork]> {
    for (const [polygonId, row] of this.#rows) yield [polygonId, this.#entry(row)];
  }

  *values(): IterableIterator<SlimWork> {
    for (const row of this.#rows.values()) yield this.#entry(row);
  }

  [Symbol.iterator](): IterableIterator<[number, SlimWork]> {
    return this.entries();
  }

  #entry(row: number): SlimWork {
    return {
      id: this.#ids[row]!,
      startAtMs: orNull(this.#startMs[row]!),
      finishAtMs: orNull(this.#finishMs[row]!),
      productionValue: this.#values[row]!,
    };
  }

  #grow(capacity = this.#ids.length * 2): void {
    const wider = (column: Float64Array) => {
      const next = new Float64Array(capacity);
      next.set(column.subarray(0, this.#used));
      return next;
    };
    this.#ids = wider(this.#ids);
    this.#startMs = wider(this.#startMs);
    this.#finishMs = wider(this.#finishMs);
    this.#values = wider(this.#values);
  }

  /** Live rows moved to the front, in the list's order. */
  #compact(): void {
    const kept = [...this.#rows];
    const take = (column: Float64Array) => Float64Array.from(kept, ([, row]) => column[row]!);
    const [ids, startMs, finishMs, values] = [this.#ids, this.#startMs, this.#finishMs, this.#values].map(
      take,
    );
    this.#ids = ids!;
    this.#startMs = startMs!;
    this.#finishMs = finishMs!;
    this.#values = values!;
    this.#used = kept.length;
    kept.forEach(([polygonId], row) => this.#rows.set(polygonId, row));
    this.#grow(Math.max(initialCapacity, kept.length * 2));
  }
}

// The minutes placed on every department-day against its capacity, and the
// placing of one step into them (docs/planning.md, "How a line is placed").
// Snapshots at checkpoints let a replan start part-way down the order.

/** Minutes each department has per day, from day 0 (the plan's first day) to the horizon. */
export type Capacity = { days: number; minutes: Map<number, Float64Array> };

export const epsilon = 1e-9;

type Checkpoint = { loads: Float64Array[]; firstFree: Int32Array };

export function createDayLoads(capacity: Capacity) {
  const departments = [...capacity.minutes.keys()];
  const slots = new Map(departments.map((id, i) => [id, i]));
  const caps = departments.map((id) => Float64Array.from(capacity.minutes.get(id) ?? []));
  const loads = departments.map(() => new Float64Array(capacity.days));
  // Per department, the first day with minutes left: every day before it is full.
  const firstFree = new Int32Array(departments.length);
  const checkpoints: Checkpoint[] = [];
  const placed = { start: 0, finish: 0 };

  function advanceFirstFree(d: number) {
    const cap = caps[d];
    const load = loads[d];
    if (!cap || !load) return;
    let day = firstFree[d] ?? 0;
    while (day < capacity.days && (cap[day] ?? 0) - (load[day] ?? 0) <= epsilon) day++;
    firstFree[d] = day;
  }

  return {
    /** Where the last place() put its step (one object reused: placing allocates nothing). */
    placed,
    slotOf: (departmentId: number) => slots.get(departmentId),
    loadOf: (departmentId: number, day: number) => loads[slots.get(departmentId) ?? -1]?.[day] ?? 0,
    capacityOf: (departmentId: number, day: number) => caps[slots.get(departmentId) ?? -1]?.[day] ?? 0,

    /**
     * Places `minutes` in department slot `d`, from plan time `ready` on, into the first
     * minutes left; a step may span days. False when the horizon ends first.
     */
    place(d: number, minutes: number, ready: number): boolean {
      const cap = caps[d];
      const load = loads[d];
      if (!cap || !load) return false;
      if (minutes <= epsilon) {
        placed.start = placed.finish = ready;
        return true;
      }
      const readyDay = Math.floor(ready);
      let left = minutes;
      let start = -1;
      for (let day = Math.max(readyDay, firstFree[d] ?? 0); day < capacity.days; day++) {
        const c = cap[day] ?? 0;
        const used = load[day] ?? 0;
        if (c - used <= epsilon) continue;
        // On the day the line becomes ready, only the hours after that moment are usable.
        const from = Math.max(day === readyDay ? ready - readyDay : 0, used / c);
        const usable = Math.min(c - used, c * (1 - from));
        if (usable <= epsilon) continue;
        if (start < 0) start = day + from;
        const take = Math.min(usable, left);
        load[day] = used + take;
        left -= take;
        if (left <= epsilon) {
          advanceFirstFree(d);
          placed.start = start;
          placed.finish = day + Math.min(1, from + take / c);
          return true;
        }
      }
      advanceFirstFree(d);
      return false;
    },

    save(index: number) {
      checkpoints[index] = { loads: loads.map((l) => l.slice()), firstFree: firstFree.slice() };
    },
    /** Back to checkpoint `index`, forgetting the later ones. */
    restore(index: number) {
      const saved = checkpoints[index];
      if (!saved) throw new Error(`no checkpoint ${index}`);
      saved.loads.forEach((l, i) => loads[i]?.set(l));
      firstFree.set(saved.firstFree);
      checkpoints.length = index + 1;
    },
    /** The first checkpoint after which department slot `d` has work on `day` or later: a change of that day moves nothing before it. */
    firstCheckpointUsing(d: number, day: number): number {
      for (let k = 1; k < checkpoints.length; k++)
        if (checkpoints[k]?.loads[d]?.subarray(day).some((m) => m > 0)) return k - 1;
      return Math.max(0, checkpoints.length - 1);
    },
    setCapacity(d: number, day: number, minutes: number) {
      const cap = caps[d];
      if (!cap || day < 0 || day >= capacity.days) return false;
      cap[day] = Math.max(0, minutes);
      // A day that gained hours may lie before a department's first free day as the checkpoints knew it.
      for (const saved of checkpoints) if (saved) saved.firstFree[d] = Math.min(saved.firstFree[d] ?? 0, day);
      return true;
    },
  };
}
export type DayLoads = ReturnType<typeof createDayLoads>;

// Standard times learned from the floor (docs/planning.md, "Standard times"):
// per department and product, what recent finished jobs took, as a share of
// the upstream's planned minutes where it planned any (the planned minutes grow
// with the size), an admin's override over it, and the department's own
// figures where nothing is known yet. The admin sees the median and spread;
// the plan uses the mean, as a queue's minutes add up to its jobs' mean times
// their number (the odd rework included), leaving out only the jobs far beyond
// the median (a timer left running).

/** A finished job as the working time recorded it. */
export type FinishedJob = {
  productionDepartmentId: number;
  product: string | null;
  minutes: number;
  plannedMinutes: number;
};

export type Standard = {
  productionDepartmentId: number;
  /** null: every product of the department. */
  product: string | null;
  jobs: number;
  medianMinutes: number;
  /** Median of worked ÷ planned minutes over the jobs with planned minutes; null when none had. */
  medianScale: number | null;
  /** The middle half of the jobs' minutes (25th to 75th percentile): how much they vary. */
  spread: [number, number];
  /** What the plan uses: the mean minutes, and the mean of worked ÷ planned (null when none had planned minutes). */
  meanMinutes: number;
  meanScale: number | null;
};

/** A job over this many times the median is a timer left running, not work: the mean leaves it out. */
export const strayFactor = 5;

const meanOf = (sorted: number[], median: number) => {
  const kept = sorted.filter((v) => v <= strayFactor * median);
  return kept.length === 0 ? median : kept.reduce((sum, v) => sum + v, 0) / kept.length;
};

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const at = (sorted.length - 1) * q;
  const [low, high] = [sorted[Math.floor(at)] ?? 0, sorted[Math.ceil(at)] ?? 0];
  return low + (high - low) * (at - Math.floor(at));
}

function standardOf(productionDepartmentId: number, product: string | null, jobs: FinishedJob[]): Standard {
  const minutes = jobs.map((j) => j.minutes).sort((a, b) => a - b);
  const scales = jobs
    .filter((j) => j.plannedMinutes > 0)
    .map((j) => j.minutes / j.plannedMinutes)
    .sort((a, b) => a - b);
  const [medianMinutes, medianScale] = [
    quantile(minutes, 0.5),
    scales.length > 0 ? quantile(scales, 0.5) : null,
  ];
  return {
    productionDepartmentId,
    product,
    jobs: jobs.length,
    medianMinutes,
    medianScale,
    spread: [quantile(minutes, 0.25), quantile(minutes, 0.75)],
    meanMinutes: meanOf(minutes, medianMinutes),
    meanScale: medianScale === null ? null : meanOf(scales, medianScale),
  };
}

const keyOf = (departmentId: number, product: string | null) => `${departmentId}|${product ?? ""}`;

/** Fewer jobs than this and a product's figure is not trusted: the department's is used. */
export const minimumJobs = 3;

export type StandardTimes = ReturnType<typeof learnStandards>;

/** The standards of every department and product in `jobs`, and of every department over all products. */
export function learnStandards(jobs: FinishedJob[], overrides: ReadonlyMap<string, number> = new Map()) {
  const groups = new Map<string, { departmentId: number; product: string | null; jobs: FinishedJob[] }>();
  const add = (departmentId: number, product: string | null, job: FinishedJob) => {
    const key = keyOf(departmentId, product);
    const group = groups.get(key) ?? { departmentId, product, jobs: [] };
    group.jobs.push(job);
    groups.set(key, group);
  };
  for (const job of jobs) {
    if (job.minutes <= 0) continue;
    add(job.productionDepartmentId, null, job);
    if (job.product) add(job.productionDepartmentId, job.product, job);
  }
  const standards = new Map(
    [...groups].map(([key, g]) => [key, standardOf(g.departmentId, g.product, g.jobs)] as const),
  );

  return {
    /** Every learned standard, for the admin (products first by department). */
    list: () => [...standards.values()],
    override: (departmentId: number, product: string) => overrides.get(keyOf(departmentId, product)) ?? null,
    /**
     * The minutes a line takes in a department: the admin's override (of the product, else of
     * the department), else the product's
     * learned mean, else the department's, else the upstream's planned minutes, else
     * `fallbackMinutes` (from the department's deliveryTime).
     */
    minutesFor(
      departmentId: number,
      product: string | null,
      plannedMinutes: number,
      fallbackMinutes: number,
    ) {
      // The product's override, else the department's (product ""), which the live plan uses.
      const overridden =
        (product === null ? undefined : overrides.get(keyOf(departmentId, product))) ??
        overrides.get(keyOf(departmentId, null));
      if (overridden !== undefined) return overridden;
      const own = product === null ? undefined : standards.get(keyOf(departmentId, product));
      const learned = own && own.jobs >= minimumJobs ? own : standards.get(keyOf(departmentId, null));
      if (learned && learned.jobs >= minimumJobs) {
        if (plannedMinutes > 0 && learned.meanScale !== null) return learned.meanScale * plannedMinutes;
        return learned.meanMinutes;
      }
      return plannedMinutes > 0 ? plannedMinutes : fallbackMinutes;
    },
  };
}

export const overrideKey = keyOf;

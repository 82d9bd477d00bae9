// The series of /metrics read when scraped (counts kept elsewhere): the print
// queue by printer and state, the age and loads of the kept lists, the tasks of
// the worker threads, the database pool.
// The others are observed where they happen (lib/server/metrics.ts).
import { sql } from "drizzle-orm";
import { Counter, Gauge } from "prom-client";
import { queryRows } from "@/lib/db/client";
import { getDatabaseHandle } from "@/lib/server/database";
import { metrics } from "@/lib/server/metrics";
import { processWide } from "@/lib/base/process-wide";
import { keptListLoads, keptListRegistry } from "@/lib/shared-lists/kept-list";
import { taskTotals } from "@/lib/workers/pool";

/** A task's name in a label: its file under lib/ without the suffix (lib/planning/plan.task.ts: planning/plan). */
const taskName = (file: string) => file.replace(/^lib\//, "").replace(/\.task\.[cm]?[jt]s$/, "");

type PrintRow = { printer: string; state: string; count: number | string };

function registerScrapedSeries(): true {
  const registers = [metrics().registry];
  new Gauge({
    name: "shopfloor_print_jobs",
    help: "Print jobs by printer and state (waiting, sending, printed, failed, cancelled)",
    labelNames: ["printer", "state"] as const,
    registers,
    async collect() {
      this.reset();
      const { db } = await getDatabaseHandle();
      const rows = await queryRows<PrintRow>(
        db,
        sql`select p.name as printer, j.state, count(*) as count
            from app.print_jobs j join app.printers p on p.id = j.printer_id group by p.name, j.state`,
      );
      for (const row of rows) this.set({ printer: row.printer, state: row.state }, Number(row.count));
    },
  });
  new Gauge({
    name: "shopfloor_kept_list_age_seconds",
    help: "Age of the oldest loaded copy of each kind of kept list (docs/shared-lists.md)",
    labelNames: ["list"] as const,
    collect() {
      this.reset();
      const now = Date.now();
      for (const [name, slots] of keptListRegistry()) {
        const loaded = [...slots.values()].filter((slot) => slot.resolved !== undefined);
        if (loaded.length) this.set({ list: name }, (now - Math.min(...loaded.map((s) => s.at))) / 1000);
      }
    },
    registers,
  });
  new Counter({
    name: "shopfloor_kept_list_loads_total",
    help: "Loads of each kind of kept list since start: the warm-up's, first uses and reloads (docs/shared-lists.md)",
    labelNames: ["list"] as const,
    collect() {
      this.reset();
      for (const [list, count] of keptListLoads()) this.inc({ list }, count);
    },
    registers,
  });
  new Counter({
    name: "shopfloor_worker_tasks_total",
    help: "Tasks started on the worker threads since start, by task (docs/architecture.md, threads)",
    labelNames: ["task"] as const,
    collect() {
      this.reset();
      for (const { file, runs } of taskTotals()) this.inc({ task: taskName(file) }, runs);
    },
    registers,
  });
  new Counter({
    name: "shopfloor_worker_task_seconds_total",
    help: "Seconds from a worker task's start to its answer (its wait for a thread included), summed by task",
    labelNames: ["task"] as const,
    collect() {
      this.reset();
      for (const { file, seconds } of taskTotals()) this.inc({ task: taskName(file) }, seconds);
    },
    registers,
  });
  new Gauge({
    name: "shopfloor_database_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting: requests waiting for one)",
    labelNames: ["state"] as const,
    async collect() {
      const stats = (await getDatabaseHandle()).poolStats?.();
      if (!stats) return;
      for (const [state, count] of Object.entries(stats)) this.set({ state }, count);
    },
    registers,
  });
  return true;
}

/** The whole exposition, in Prometheus's text format. */
export async function scrapeMetrics(): Promise<{ text: string; contentType: string }> {
  processWide("metrics-scraped-series", registerScrapedSeries);
  const { registry } = metrics();
  return { text: await registry.metrics(), contentType: registry.contentType };
}

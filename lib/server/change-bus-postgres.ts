// The change bus across app servers (docs/deploy.md, "The change bus"): a
// change is a row of app.changes (its id numbers it) and a NOTIFY that wakes
// the others; each server reads the rows after the last it saw. The LISTEN
// connection is checked every few seconds and opened again with backoff when
// lost; once back, the server reads what it missed from the table.
import type { Client, Pool } from "pg";
import { changeSchema, type Change } from "./change";
import { logError, logWarning } from "@/lib/base/log";

const channel = "app_changes";
/** How many changes the table keeps (a server away longer reads its lists afresh). */
export const historySize = 10_000;
const checkEveryMs = 3_000;
const backoff = { firstMs: 250, maxMs: 5_000 };
/** A number missing this long was taken by an insert that failed, not one still committing. */
const gapWaitMs = 2_000;

type Row = { id: string | number; origin: string; change: unknown };

type Hooks = {
  /** Passes a change on to this server's listeners. */
  deliver: (change: Change, source: "elsewhere") => void;
  /** Says whether this server hears the others (GET /api/ping). */
  setHearing: (isHearing: boolean) => void;
};
type Link = { publish: (change: Change) => Promise<number>; close: () => Promise<void> };

export async function startPostgresLink(
  url: string,
  origin: string,
  { deliver: deliverChange, setHearing }: Hooks,
): Promise<Link> {
  const pg = await import("pg");
  const pool: Pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on("error", (error) => logWarning("change bus: an idle connection failed", error));
  let watermark: number | null = null;
  const seen = new Set<number>();
  let gapSince: number | null = null;
  let reading: Promise<void> | null = null;
  let isReadAgain = false;
  let published = 0;

  /** Reads the changes after the watermark and passes on the others' (one read at a time). */
  const catchUp = (): Promise<void> => {
    if (reading) {
      isReadAgain = true;
      return reading;
    }
    reading = (async () => {
      do {
        isReadAgain = false;
        await readNew();
      } while (isReadAgain);
    })().finally(() => (reading = null));
    return reading;
  };

  async function readNew(): Promise<void> {
    if (watermark === null) {
      const { rows } = await pool.query<{ last: string | null }>("SELECT max(id) AS last FROM app.changes");
      watermark = Number(rows[0]?.last ?? 0);
      return;
    }
    const { rows } = await pool.query<Row>(
      "SELECT id, origin, change FROM app.changes WHERE id > $1 ORDER BY id LIMIT 1000",
      [watermark],
    );
    if (rows.length && Number(rows[0]!.id) > watermark + 1 && seen.size === 0) {
      const { rows: first } = await pool.query<{ first: string | null }>(
        "SELECT min(id) AS first FROM app.changes",
      );
      // Away longer than the history: what was missed is not known polygon by polygon.
      if (Number(first[0]?.first ?? 0) > watermark + 1) {
        deliverChange(missedEverything(), "elsewhere");
        watermark = Number(rows[0]!.id) - 1;
      }
    }
    for (const row of rows) {
      const id = Number(row.id);
      if (seen.has(id)) continue;
      seen.add(id);
      const parsed = changeSchema.safeParse(row.change);
      if (row.origin !== origin && parsed.success) deliverChange({ ...parsed.data, id }, "elsewhere");
    }
    advance();
    if (rows.length === 1000) isReadAgain = true;
  }

  /** Moves the watermark over the numbers seen; past a gap only once it is old. */
  function advance(): void {
    while (watermark !== null && seen.has(watermark + 1)) seen.delete(++watermark);
    if (seen.size === 0 || watermark === null) return void (gapSince = null);
    gapSince ??= Date.now();
    if (Date.now() - gapSince < gapWaitMs) return void setTimeout(() => void catchUp(), 500).unref();
    watermark = Math.min(...seen) - 1;
    gapSince = null;
    advance();
  }

  let listener: Client | null = null;
  let failures = 0;
  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on("error", (error) => lose(client, error));
    client.on("end", () => lose(client, new Error("the LISTEN connection ended")));
    client.on("notification", () => void catchUp().catch((e: unknown) => logWarning("change bus:", e)));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      listener = client;
      await catchUp();
      failures = 0;
      setHearing(true);
    } catch (error) {
      lose(client, error);
    }
  }

  let isReconnecting = false;
  let isClosed = false;
  function lose(client: Client, error: unknown): void {
    if (isClosed || (listener !== null && listener !== client)) return;
    listener = null;
    setHearing(false);
    client.removeAllListeners("end");
    void client.end().catch(() => undefined);
    if (isReconnecting) return;
    isReconnecting = true;
    const waitMs = Math.min(backoff.maxMs, backoff.firstMs * 2 ** failures++);
    if (failures === 1) logError("change bus: lost the LISTEN connection; connecting again", error);
    setTimeout(() => {
      isReconnecting = false;
      void connect();
    }, waitMs).unref();
  }

  // A connection can die without a word (a network cut): asked every few seconds; also reads what
  // a lost notification would have announced.
  const check = setInterval(() => {
    const client = listener;
    if (!client) return;
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("the LISTEN connection did not answer")), checkEveryMs).unref(),
    );
    Promise.race([client.query("SELECT 1"), timeout])
      .then(() => catchUp())
      .catch((error: unknown) => lose(client, error));
  }, checkEveryMs).unref();

  const link: Link = {
    publish: async (change: Change) => {
      const { rows } = await pool.query<{ id: string }>(
        `WITH c AS (INSERT INTO app.changes (origin, change) VALUES ($1, $2) RETURNING id)
         SELECT id, pg_notify($3, id::text) FROM c`,
        [origin, JSON.stringify(change), channel],
      );
      const id = Number(rows[0]!.id);
      if (++published % 100 === 1)
        void pool
          .query("DELETE FROM app.changes WHERE id <= $1", [id - historySize])
          .catch((error: unknown) => logWarning("change bus: the old changes were not trimmed", error));
      return id;
    },
    close: async () => {
      isClosed = true;
      clearInterval(check);
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
  await connect();
  return link;
}

/** What a server away longer than the history passes on: every kept list is read afresh. */
const missedEverything = (): Change => ({
  path: "/",
  method: "POST",
  at: new Date().toISOString(),
  polygonIds: [],
  isWide: true,
  hasWork: true,
});

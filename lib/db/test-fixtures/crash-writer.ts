// Child process for the crash test: opens PGlite in the given directory,
// inserts numbered rows one by one and prints each id once its insert is
// acknowledged, until it is killed with SIGKILL.
import { sql } from "drizzle-orm";
import { openDatabase } from "../client";

const dir = process.argv[2];
if (!dir) throw new Error("usage: crash-writer <dataDir>");
const handle = await openDatabase({ dataDir: dir });
await handle.db.execute(
  sql`create table if not exists crash_rows (id integer primary key, body text not null)`,
);
process.stdout.write("ready\n");
for (let id = 1; ; id++) {
  await handle.db.execute(sql`insert into crash_rows (id, body) values (${id}, ${"row " + id})`);
  process.stdout.write(`${id}\n`);
}

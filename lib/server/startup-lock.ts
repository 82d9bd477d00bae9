// Several app servers starting at once on one PostgreSQL: migrations and the
// demo data are done by one at a time (a session advisory lock held on a
// connection of its own); the others wait, then find the work done.
const lockKeys = { migrate: 220_014_001, "demo-data": 220_014_002 } as const;

export async function underStartupLock<T>(
  databaseUrl: string | undefined,
  name: keyof typeof lockKeys,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const { Client } = await import("pg");
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [lockKeys[name]]);
    return await work();
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => undefined);
  }
}

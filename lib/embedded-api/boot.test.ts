import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { queryRows, type DatabaseHandle } from "@/lib/db/client";
import { openTestDatabase, testDatabaseKind } from "@/tests/support/test-database";
import { ensureEmbeddedData, hasDemoData, loadDemoDataLocked, readDemoMark } from "./boot";
import { departments, projects } from "./schema";

const now = new Date("2026-03-10T09:00:00.000Z");
const settings = { seed: 20261123, projects: 5, now };
let handle: DatabaseHandle;

beforeEach(async () => {
  handle = await openTestDatabase();
});
afterEach(() => handle.close());

const countProjects = async () => (await handle.db.select({ id: projects.id }).from(projects)).length;

describe(`embedded data at start (${testDatabaseKind})`, () => {
  it("leaves an empty database empty when demo data is off", async () => {
    expect(await ensureEmbeddedData(handle.db, { ...settings, demoData: false })).toBe("empty");
    expect(await countProjects()).toBe(0);
    expect(await hasDemoData(handle.db)).toBe(false);
  });

  it("loads the demo data once, records it, and then finds the data existing", async () => {
    expect(await ensureEmbeddedData(handle.db, { ...settings, demoData: true })).toBe("loaded");
    expect(await countProjects()).toBe(5);
    expect(await hasDemoData(handle.db)).toBe(true);
    expect(await readDemoMark(handle.db)).toEqual({
      seed: 20261123,
      projects: 5,
      loadedAt: now.toISOString(),
    });
    expect(await ensureEmbeddedData(handle.db, { ...settings, demoData: true, seed: 9 })).toBe("existing");
    expect(await ensureEmbeddedData(handle.db, { ...settings, demoData: false })).toBe("existing");
    expect(await countProjects()).toBe(5);
  });

  it("never loads over data someone made, even a single department", async () => {
    await handle.db.insert(departments).values({ code: "CUT", name: "Cutting", deliveryTime: 1 });
    expect(await ensureEmbeddedData(handle.db, { ...settings, demoData: true })).toBe("existing");
    expect(await countProjects()).toBe(0);
    expect(await hasDemoData(handle.db)).toBe(false);
  });

  it("loads once when two starts race", async () => {
    const outcomes = await Promise.all([
      ensureEmbeddedData(handle.db, { ...settings, demoData: true }),
      ensureEmbeddedData(handle.db, { ...settings, demoData: true }),
    ]);
    expect(outcomes.sort()).toEqual(["existing", "loaded"]);
    expect(await countProjects()).toBe(5);
  });

  it("refuses to load over data, and replaces it when asked", async () => {
    await loadDemoDataLocked(handle.db, settings);
    expect(await loadDemoDataLocked(handle.db, { ...settings, projects: 3 })).toBeNull();
    const outcome = await loadDemoDataLocked(handle.db, { ...settings, projects: 3 }, { replace: true });
    expect(outcome?.projects).toBe(3);
    expect(await countProjects()).toBe(3);
    // Ids start again at 1 after a reset, so the same seed gives the same ids.
    const [first] = await queryRows<{ min: number }>(
      handle.db,
      sql`select min(id)::int as min from production_api.projects`,
    );
    expect(first?.min).toBe(1);
    expect((await readDemoMark(handle.db))?.projects).toBe(3);
  });
});

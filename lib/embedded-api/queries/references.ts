// Checks that the records a new or changed row refers to exist, so that the
// caller gets a 404 that names the missing record instead of a bare FK error.
// Soft-deleted departments and packages count as missing for new references.
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { EmbeddedApiError, notFound } from "../errors";
import { departments, packages, polygons } from "../schema";

const deleted = (what: string, id: number) =>
  new EmbeddedApiError(404, "Not found", `${what} ${id} has been deleted`);

export async function assertPolygonExists(db: Database, id: number): Promise<void> {
  const [row] = await db.select({ id: polygons.id }).from(polygons).where(eq(polygons.id, id));
  if (!row) throw notFound("Production polygon", id);
}

export async function assertDepartmentActive(db: Database, id: number): Promise<void> {
  const [row] = await db
    .select({ deletedAt: departments.deletedAt })
    .from(departments)
    .where(eq(departments.id, id));
  if (!row) throw notFound("Production department", id);
  if (row.deletedAt) throw deleted("Production department", id);
}

export async function assertPackageActive(db: Database, id: number): Promise<void> {
  const [row] = await db.select({ deletedAt: packages.deletedAt }).from(packages).where(eq(packages.id, id));
  if (!row) throw notFound("Production package", id);
  if (row.deletedAt) throw deleted("Production package", id);
}

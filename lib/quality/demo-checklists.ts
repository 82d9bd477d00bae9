// The demo workshop's checklists (docs/quality.md): at Quality control, for
// every product type of the demo (lib/embedded-api/demo/products.ts, by its
// polygon type's name), the finished width and drop within ± 5 mm of the
// order (a rail has no drop), and for curtains a photo. Kept once in a new
// demo database; an admin's changes are never overwritten.
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { appMeta } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { createChecklist } from "./checklists";
import type { ChecklistBody } from "./schemas";

const seededKey = "quality-checklists-seeded";

export const demoProductTypes = [
  "Curtain",
  "Roman blind",
  "Roller blind",
  "Pleated blind",
  "Vertical blind",
  "Curtain rail",
] as const;

const measurement = (measure: "width" | "drop", labelEn: string, labelNl: string) => ({
  kind: "measurement" as const,
  labelEn,
  labelNl,
  isRequired: true,
  measure,
  toleranceMm: 5,
});

export function demoChecklists(qcDepartmentId: number): ChecklistBody[] {
  return demoProductTypes.map((productType) => ({
    productionDepartmentId: qcDepartmentId,
    productType,
    isActive: true,
    checks: [
      measurement("width", "Finished width", "Afgewerkte breedte"),
      ...(productType === "Curtain rail" ? [] : [measurement("drop", "Finished drop", "Afgewerkte hoogte")]),
      ...(productType === "Curtain"
        ? [
            {
              kind: "photo" as const,
              labelEn: "Photo of the curtain",
              labelNl: "Foto van het gordijn",
              isRequired: true,
            },
          ]
        : []),
    ],
  }));
}

/** Keeps the demo's checklists once (when the QC department exists); says what it did. */
export async function ensureDemoChecklists(
  db: Database,
  departmentIdsByCode: Readonly<Record<string, number>>,
): Promise<string> {
  const qcDepartmentId = departmentIdsByCode.QC;
  if (qcDepartmentId === undefined) return "skipped (no QC department)";
  const [seeded] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, seededKey));
  if (seeded) return "skipped (kept before)";
  const inserted = await db
    .insert(appMeta)
    .values({ key: seededKey, value: true })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  if (inserted.length === 0) return "skipped (kept before)";
  let kept = 0;
  for (const body of demoChecklists(qcDepartmentId)) {
    // An admin's own checklist for the product type stands (a 409 here).
    const made = await createChecklist(db, body).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "conflict") return null;
      throw error;
    });
    if (made) kept += 1;
  }
  return `${kept} checklists at QC`;
}

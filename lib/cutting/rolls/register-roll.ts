// Registering a roll from its supplier's label (POST /api/cutting/rolls): the
// label is read (roll-label.ts), its material must be one the production API
// knows, and the size the label does not say must come with the request.
// Each refusal is a sentence naming what is wrong or missing (docs/rolls.md).
import { z } from "zod";
import type { SessionEmployee } from "@/lib/base/roles";
import { singleLineText } from "@/lib/base/text";
import type { Database } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { readRollLabel } from "./roll-label";
import { insertRoll, listRolls, type Roll } from "./rolls-store";

/** Millimetres of fabric: never more than 10 m wide and 10 km long; the workshop's own limits are tighter (rollSizeLimits). */
const widthMm = z.int().positive().max(10_000);
const lengthMm = z.int().positive().max(10_000_000);

/** What the scanner sent: printable text, with GS (FNC1) between GS1 fields as a scanner sends it. */
export const scannedCode = z
  .string()
  .min(1, "code is what the scanner read")
  .max(200)
  .refine((code) => !/[\u0000-\u001c\u001e-\u001f\u007f]/.test(code), "code holds a control character");

export const registerRollBody = z.object({
  code: scannedCode,
  /** The roll's width, when its label does not say it. */
  widthMm: widthMm.optional(),
  /** The roll's length, when its label does not say it. */
  lengthMm: lengthMm.optional(),
  place: singleLineText().trim().min(1).max(60).optional(),
  /** The station's department: an operator registers rolls only where they work. */
  departmentId: z.int().positive().max(2_147_483_647).optional(),
});
export type RegisterRollBody = z.infer<typeof registerRollBody>;

export const rollsQuery = z.object({
  materialCode: z
    .string()
    .trim()
    .regex(/^\d{8,14}$/, "materialCode is a material's EAN code")
    .optional(),
  status: z.enum(["in-stock", "used-up", "waste", "set-aside"]).optional(),
  /** The app's own code of a roll or offcut (its label), e.g. ROL-000123. */
  code: z
    .string()
    .trim()
    .regex(/^ROL-\d{6,10}$/, "code is a roll's own code, like ROL-000123")
    .optional(),
});

/** The material behind an EAN as the production API's matching rows name it; null when no project uses it. */
async function knownMaterial(upstream: ProductionApiClient, materialCode: string) {
  const { results } = await upstream.matching.browse({ eanCode: materialCode, take: 1, skip: 0 });
  const row = results[0];
  return row ? { name: row.material } : null;
}

/** The largest roll the workshop registers (ROLL_MAX_WIDTH_MM, ROLL_MAX_LENGTH_M). */
export type RollSizeLimits = { maxWidthMm: number; maxLengthMm: number };

export const rollSizeLimits = (): RollSizeLimits => ({
  maxWidthMm: env().ROLL_MAX_WIDTH_MM,
  maxLengthMm: env().ROLL_MAX_LENGTH_M * 1000,
});

const millimetres = (mm: number) => `${mm.toLocaleString("en")} mm`;
const metres = (mm: number) => `${(mm / 1000).toLocaleString("en")} m`;

/** 400 for a roll wider or longer than the workshop's limits, naming where the size came from. */
function assertPhysical(
  size: { widthMm: number; lengthMm: number },
  from: { width: "label" | "body"; length: "label" | "body" },
  { maxWidthMm, maxLengthMm }: RollSizeLimits,
) {
  const errors: Record<string, string[]> = {};
  const said = (what: "label" | "body") => (what === "label" ? "The label says" : "You entered");
  if (size.widthMm > maxWidthMm)
    errors[from.width === "label" ? "code" : "widthMm"] = [
      `${said(from.width)} ${millimetres(size.widthMm)} wide; rolls here are at most ${millimetres(maxWidthMm)} wide`,
    ];
  if (size.lengthMm > maxLengthMm)
    (errors[from.length === "label" ? "code" : "lengthMm"] ??= []).push(
      `${said(from.length)} ${metres(size.lengthMm)} long; rolls here are at most ${metres(maxLengthMm)} long`,
    );
  const messages = Object.values(errors).flat();
  if (messages.length > 0)
    throw new AppError("invalid_input", "Roll too large", `${messages.join(". ")}.`, errors);
}

export async function registerRoll(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  body: RegisterRollBody,
  at = new Date(),
  limits: RollSizeLimits = rollSizeLimits(),
): Promise<Roll> {
  const read = readRollLabel(body.code);
  if (!read.ok) {
    throw new AppError("invalid_input", "Not a roll label", read.reason, { code: [read.reason] });
  }
  const { label } = read;
  const material = await knownMaterial(upstream, label.materialCode);
  if (!material) {
    const why = `No material with EAN ${label.materialCode} is known here; register rolls of materials the orders use.`;
    throw new AppError("invalid_input", "Unknown material", why, { code: [why] });
  }
  // The label wins over the body: what the supplier printed is what the roll is.
  const width = label.widthMm ?? body.widthMm;
  const length = label.lengthMm ?? body.lengthMm;
  const missing: Record<string, string[]> = {};
  if (width === undefined) missing.widthMm = ["The label does not say the roll's width: enter widthMm"];
  if (length === undefined) missing.lengthMm = ["The label does not say the roll's length: enter lengthMm"];
  if (width === undefined || length === undefined) {
    const names = Object.keys(missing).join(" and ");
    throw new AppError("invalid_input", "Size missing", `The label does not say ${names}.`, missing);
  }
  assertPhysical(
    { widthMm: width, lengthMm: length },
    { width: label.widthMm === null ? "body" : "label", length: label.lengthMm === null ? "body" : "label" },
    limits,
  );
  return insertRoll(
    db,
    {
      materialCode: label.materialCode,
      gtin: label.gtin,
      materialName: material.name,
      lot: label.lot,
      widthMm: width,
      lengthMm: length,
      place: body.place ?? null,
      at,
    },
    { employeeId: employee.employeeId, name: employee.displayName },
    { scanned: body.code.replaceAll("\u001d", "<GS>") },
  );
}

export const rollsOf = (db: Database, query: z.infer<typeof rollsQuery>) => listRolls(db, query);

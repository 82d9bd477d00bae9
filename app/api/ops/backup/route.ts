// POST /api/ops/backup – the running PGlite server backs itself up for `npm run backup` (local admin token only).
import path from "node:path";
import { z } from "zod";
import { env } from "@/lib/env";
import { hasBearer, isBrowserRequest, problem } from "@/lib/ops/access";
import { backupIntoFolder, countBackup } from "@/lib/ops/backup-schedule";
import { backupPglite } from "@/lib/ops/backup";
import { readOpsToken } from "@/lib/ops/ops-token";
import { getDatabaseHandle } from "@/lib/server/database";
import { logger } from "@/lib/server/logger";

export const dynamic = "force-dynamic";

const backupBody = z.object({
  file: z
    .string()
    .min(1)
    .refine((f) => path.isAbsolute(f))
    .optional(),
});

export async function POST(request: Request) {
  const settings = env();
  if (isBrowserRequest(request) || !hasBearer(request, readOpsToken(settings.DATA_DIR) ?? undefined))
    return problem(403, "Not allowed", "Only `npm run backup` on this machine may ask for a backup.");
  const body = backupBody.safeParse(await request.json().catch(() => ({})));
  if (!body.success) return problem(400, "Invalid input", "file must be an absolute path.");
  const handle = await getDatabaseHandle();
  const result = body.data.file
    ? await backupPglite(handle, settings.DATA_DIR, body.data.file)
    : await backupIntoFolder(handle, settings);
  countBackup(true);
  logger().info(
    { job: "backup", file: result.file, bytes: result.bytes, durationMs: result.ms },
    "backup made",
  );
  return Response.json(result, { headers: { "cache-control": "no-store" } });
}

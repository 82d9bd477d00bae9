// What a running PGlite server does when `npm run backup` asks it (POST
// /api/ops/backup): the local admin token, from this machine or a network of
// OPS_ALLOWED_NETWORKS, never a browser; a body that is either empty (a dated
// name) or `{"file": "<a name>"}`, the file always inside BACKUP_DIR
// (docs/security.md, "Backups"; docs/deploy.md, "Backups").
import path from "node:path";
import { env } from "@/lib/env";
import { logger } from "@/lib/server/logger";
import { getDatabaseHandle } from "@/lib/server/database";
import { hasBearer, isBrowserRequest, isFromOpsNetwork, opsHeaders, problem } from "./access";
import { backupIntoFolder, countBackup } from "./backup-schedule";
import { backupPglite } from "./backup";
import { backupRequestBody } from "./backup-name";
import { readOpsToken } from "./ops-token";

const maxBodyChars = 4_096;

/** The file name the body asks for; undefined for an empty body; a 400 answer when the body is wrong. */
async function requestedName(request: Request): Promise<string | undefined | Response> {
  const text = await request.text();
  if (text.length === 0) return undefined;
  if (text.length > maxBodyChars) return problem(400, "Invalid input", "The body is too large.");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return problem(400, "Invalid input", 'The body must be empty or JSON: {"file": "<a file name>"}.');
  }
  const body = backupRequestBody.safeParse(json);
  if (!body.success)
    return problem(
      400,
      "Invalid input",
      `${body.error.issues.map((issue) => issue.message).join("; ")}. The body must be empty or {"file": "<a file name in BACKUP_DIR>"}.`,
    );
  return body.data.file;
}

export async function answerBackupRequest(request: Request): Promise<Response> {
  const settings = env();
  if (
    isBrowserRequest(request) ||
    !isFromOpsNetwork(request) ||
    !hasBearer(request, readOpsToken(settings.DATA_DIR) ?? undefined)
  )
    return problem(
      403,
      "Not allowed",
      "Only `npm run backup` on this machine (or a network of OPS_ALLOWED_NETWORKS) may ask for a backup.",
    );
  const name = await requestedName(request);
  if (name instanceof Response) return name;
  const handle = await getDatabaseHandle();
  const result = name
    ? await backupPglite(handle, settings.DATA_DIR, path.resolve(settings.BACKUP_DIR, name))
    : await backupIntoFolder(handle, settings);
  countBackup(true);
  logger().info(
    { job: "backup", file: result.file, bytes: result.bytes, durationMs: result.ms },
    "backup made",
  );
  return Response.json(result, { headers: opsHeaders });
}

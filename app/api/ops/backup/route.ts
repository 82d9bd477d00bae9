// POST /api/ops/backup – the running PGlite server backs itself up into BACKUP_DIR for `npm run backup` (local admin token, from this machine or OPS_ALLOWED_NETWORKS).
import { answerBackupRequest } from "@/lib/ops/backup-request";

export const POST = (request: Request) => answerBackupRequest(request);

// The name of a backup a running server is asked to write (POST /api/ops/backup):
// a plain file name inside BACKUP_DIR, never a path (docs/security.md, "Backups").
import { z } from "zod";

/** No folder, no `..`, no hidden file, no NUL or other control: letters, digits, `.`, `_` and `-`. */
export const backupFileNameSchema = z
  .string()
  .min(1, "file must not be empty")
  .max(200, "file must be at most 200 characters")
  .regex(/^[A-Za-z0-9_][A-Za-z0-9._-]*$/, "file must be a plain file name (letters, digits, . _ -)")
  .refine((name) => !name.includes(".."), "file must not contain ..")
  .refine((name) => !name.endsWith(".partial"), "file must not end in .partial");

/** `{}` or another key is refused: a body names the file, or is empty. */
export const backupRequestBody = z.strictObject({ file: backupFileNameSchema });

// The audit row of a route's write (docs/security.md): begun before the
// handler runs, so no write stands without its row, and finished with the
// answer's status once the handler is through.
import type { SessionEmployee } from "@/lib/base/roles";
import { beginAudit, finishAudit, recordAudit, unstorableFields } from "@/lib/audit/audit";
import { AppError } from "@/lib/errors";
import { logError } from "@/lib/base/log";

/**
 * Writes the audit row of a write before the handler runs: input the audit
 * trail could not store is refused (400, naming the field), and a trail that
 * cannot be written refuses the write (503), so no write stands without its row.
 */
export async function beginAuditOf(
  employee: SessionEmployee,
  action: string,
  details: Record<string, unknown>,
  startedAt: number,
): Promise<number> {
  const unstorable = unstorableFields(details);
  if (unstorable.length > 0) {
    throw new AppError(
      "invalid_input",
      "Invalid input",
      "A field holds a character that cannot be kept (a NUL or a broken character).",
      // Named as zod names a field: `reason`, not `body.reason`.
      Object.fromEntries(
        unstorable.map((path) => [path.split(".")[1] ?? path, ["holds a character that cannot be kept"]]),
      ),
    );
  }
  try {
    return await beginAudit({ employee, action, details, durationMs: performance.now() - startedAt });
  } catch (error) {
    logError(`[audit] could not begin ${action} by ${employee.username}:`, error);
    throw new AppError(
      "unavailable",
      "Not saved: the audit trail cannot be written",
      "Nothing was changed. Try again in a moment.",
    );
  }
}

/**
 * Gives the row begun before the handler its outcome; a write refused before
 * its row was begun (a role, the same-origin check, bad input) gets a row of its own.
 */
export async function endAuditOf(
  auditId: number | undefined,
  unbegun: { employee: SessionEmployee; action: string; details: Record<string, unknown> } | null,
  outcome: { status: number; upstreamStatus: number | null },
  startedAt: number,
): Promise<void> {
  if (auditId !== undefined) {
    await finishAudit(auditId, { ...outcome, durationMs: performance.now() - startedAt });
  } else if (unbegun) {
    await recordAudit({ ...unbegun, ...outcome, durationMs: performance.now() - startedAt });
  }
}

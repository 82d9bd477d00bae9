// Whether an error means the database cannot be reached right now (stopped,
// restarting, the connection cut, no connection free): answered 503 and
// retried, never a generic 500 (docs/deploy.md, "PostgreSQL restarts").
const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up)
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "53300", // too_many_connections
]);
const unavailableMessage =
  /Connection terminated|connection timeout|Client has encountered a connection error|Connection ended|terminating connection/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string" && unavailableCodes.has(code)) return true;
  if (typeof message === "string" && unavailableMessage.test(message)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

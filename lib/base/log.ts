// The one way the server writes a log line about an error: no password, PIN,
// hash, token, cookie or secret may reach the log, on any path. Errors are
// described from their name, message, stack and cause only (never their other
// fields: a failed query carries its SQL parameters, password hashes among them),
// and every line is redacted. installLogRedaction() puts the same filter on
// console itself at start-up, for code and libraries that log on their own.
import { inspect } from "node:util";
import { currentRequestId } from "./request-context";

const redactions: { pattern: RegExp; replacement: string }[] = [
  // A failed query's parameters (drizzle: "Failed query: …\nparams: a,b,c").
  { pattern: /(\bparams:)[^\n]*/gi, replacement: "$1 [redacted]" },
  // Password and PIN hashes of lib/auth/password.ts (`scrypt$N$r$p$salt$hash`) and the usual $scrypt$/$2b$ forms.
  { pattern: /\$?scrypt\$[^\s'")\]}]*/gi, replacement: "[redacted hash]" },
  { pattern: /\$(?:2[abxy]?|argon2i?d?|[156])\$[^\s,'")\]}]+/g, replacement: "[redacted hash]" },
  // JWTs and JWEs (base64url JSON headers start "eyJ").
  { pattern: /\beyJ[\w-]*(?:\.[\w-]*){1,4}/g, replacement: "[redacted token]" },
  { pattern: /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, replacement: "$1 [redacted]" },
  // Cookies and the values of anything named like a secret.
  { pattern: /\b((?:set-)?cookie["']?\s*[:=]\s*)[^\n]*/gi, replacement: "$1[redacted]" },
  { pattern: /(next-auth\.[\w.-]+=)[^;\s]*/gi, replacement: "$1[redacted]" },
  {
    pattern:
      /\b((?:password|passwd|pin|secret|token|api[_-]?key|authorization|csrfToken)(?:_?hash)?["']?\s*[:=]\s*["']?)[^\s"'&,;}]+/gi,
    replacement: "$1[redacted]",
  },
];

/** The text with anything that looks like a hash, token, cookie or secret replaced. */
export function redact(text: string): string {
  return redactions.reduce((line, { pattern, replacement }) => line.replace(pattern, replacement), text);
}

/** An error as log text: name, message, the stack's frames, database codes and the causes. */
export function describeError(error: unknown, depth = 0): string {
  if (!(error instanceof Error))
    return redact(typeof error === "string" ? error : inspect(error, { depth: 2 }));
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const fields = error as Error & { code?: unknown; constraint?: unknown; table?: unknown };
  const database = [fields.code, fields.table, fields.constraint].filter((v) => typeof v === "string");
  // drizzle's DrizzleQueryError keeps the name "Error": its class says more.
  // (A minified build shortens class names to a letter or two: those say nothing.)
  const className = error.constructor.name;
  const name = error.name === "Error" && className.length > 2 ? className : error.name;
  const lines = [
    `${name}: ${error.message}${database.length ? ` (${database.join(", ")})` : ""}`,
    ...frames.slice(0, 12),
  ];
  if (error.cause !== undefined && depth < 4) lines.push(`  cause: ${describeError(error.cause, depth + 1)}`);
  return redact(lines.join("\n"));
}

const format = (values: unknown[]) =>
  values.map((value) => (typeof value === "string" ? redact(value) : describeError(value))).join(" ");

/** Logs an error with what it was about: `logError("[outbox] could not …", error)`. */
export function logError(context: string, error?: unknown): void {
  // Under a request, its id: the ProblemDetails' requestId finds this line.
  const requestId = currentRequestId();
  const text = requestId ? `${context} (request ${requestId})` : context;
  console.error(error === undefined ? redact(text) : `${redact(text)} ${describeError(error)}`);
}

export function logWarning(context: string, error?: unknown): void {
  console.warn(error === undefined ? redact(context) : `${redact(context)} ${describeError(error)}`);
}

type ConsoleLike = Pick<Console, "error" | "warn" | "info" | "log">;
const installed = new WeakSet<object>();

/** Redacts every line written through console (Next's own error logs included). Once per console. */
export function installLogRedaction(target: ConsoleLike = console): void {
  if (installed.has(target)) return;
  installed.add(target);
  for (const level of ["error", "warn", "info", "log"] as const) {
    const write = target[level].bind(target);
    target[level] = (...values: unknown[]) => write(format(values));
  }
}

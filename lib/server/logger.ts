// The one structured logger: pino, one JSON object a line (LOG_FORMAT=pretty:
// readable lines for development). Every message and every string field goes
// through the same redaction as lib/base/log.ts, and fields named like a
// secret are removed, so no password, PIN, hash, token or cookie reaches it.
import { createRequire } from "node:module";
import pino, { type DestinationStream, type Logger } from "pino";
import { env } from "@/lib/env";
import { redact } from "@/lib/base/log";
import { processWide } from "@/lib/base/process-wide";

const secretKeys = [
  "password",
  "pin",
  "token",
  "secret",
  "authorization",
  "cookie",
  "passwordHash",
  "pinHash",
];

/** Writes through process.stdout, so a test (or a supervisor) sees exactly the lines written. */
const stdout: DestinationStream = { write: (line: string) => void process.stdout.write(line) };

function prettyStream(): DestinationStream {
  // A development dependency: only loaded when LOG_FORMAT=pretty asks for it.
  const require = createRequire(import.meta.url);
  const pretty = require("pino-pretty") as (options: object) => DestinationStream;
  return pretty({ colorize: true, destination: 1, sync: true, ignore: "pid,hostname" });
}

function createLogger(): Logger {
  const settings = env();
  return pino(
    {
      level: settings.LOG_LEVEL,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...secretKeys, ...secretKeys.map((key) => `*.${key}`)], remove: true },
      hooks: {
        logMethod(args, method) {
          const redacted = args.map((arg: unknown) => (typeof arg === "string" ? redact(arg) : arg));
          method.apply(this, redacted as Parameters<typeof method>);
        },
      },
    },
    settings.LOG_FORMAT === "pretty" ? prettyStream() : stdout,
  );
}

/** The process's logger (one across Next's bundles). */
export function logger(): Logger {
  return processWide("logger", createLogger);
}

// The app's settings: the one module that reads process.env. A bad value stops
// the server with a sentence that names the setting.
import { z } from "zod";
import { parseLabelPrinters } from "@/lib/base/printer-config";
import { parseProxyEntry } from "@/lib/base/client-address";

const flag = (name: string, fallback: boolean) =>
  z
    .enum(["1", "0", "true", "false", "on", "off", "yes", "no", ""], {
      message: `${name} must be on or off (1/0, true/false, on/off, yes/no)`,
    })
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : ["1", "true", "on", "yes"].includes(v)));

const optionalUrl = (name: string, protocols: RegExp) =>
  z
    .string()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
      message: `${name} must be a full URL`,
    });

/** A comma-separated list of IP addresses or CIDRs; unset: `fallback`. */
const addressList = (name: string, example: string, fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? fallback)
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every((entry) => parseProxyEntry(entry) !== null), {
      message: `${name} must be IP addresses or CIDRs (like ${example}), comma-separated`,
    });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "PORT must be a number" })
    .int("PORT must be a whole number")
    .min(1, "PORT must be between 1 and 65535")
    .max(65535, "PORT must be between 1 and 65535")
    .default(3000),
  /** The address the server listens on; all interfaces when unset. */
  HOST: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.:-]*$/, "HOST must be a host name or an IP address")
    .optional()
    .transform((v) => v || undefined),
  /** Proxies whose X-Forwarded-For is believed (IPs or CIDRs, comma-separated); none by default. */
  TRUSTED_PROXIES: addressList("TRUSTED_PROXIES", "10.0.0.0/8", ""),
  DATA_DIR: z.string().min(1, "DATA_DIR must not be empty").default(".data"),
  DATABASE_URL: optionalUrl("DATABASE_URL", /^postgres(ql)?:$/),
  PRODUCTION_API_URL: optionalUrl("PRODUCTION_API_URL", /^https?:$/),
  PRODUCTION_API_JWT_SECRET: z
    .string()
    .min(32, "PRODUCTION_API_JWT_SECRET must be at least 32 characters")
    .optional(),
  PRODUCTION_API_TOKEN: z.string().min(1).optional(),
  PRODUCTION_API_TIMEOUT_MS: z.coerce
    .number({ message: "PRODUCTION_API_TIMEOUT_MS must be a number of milliseconds" })
    .int()
    .min(100, "PRODUCTION_API_TIMEOUT_MS must be at least 100")
    .default(10_000),
  EMBEDDED_PRODUCTION_API: z.string().optional(),
  NEXTAUTH_SECRET: z.string().min(32, "NEXTAUTH_SECRET must be at least 32 characters").optional(),
  NEXTAUTH_URL: optionalUrl("NEXTAUTH_URL", /^https?:$/),
  SESSION_HOURS: z.coerce
    .number({ message: "SESSION_HOURS must be a number of hours" })
    .min(1, "SESSION_HOURS must be between 1 and 24")
    .max(24, "SESSION_HOURS must be between 1 and 24")
    .default(12),
  /** A session's absolute lifetime from its sign-in (hours): using it never extends it past this. */
  SESSION_MAX_HOURS: z.coerce
    .number({ message: "SESSION_MAX_HOURS must be a number of hours" })
    .min(1, "SESSION_MAX_HOURS must be between 1 and 24")
    .max(24, "SESSION_MAX_HOURS must be between 1 and 24")
    .default(12),
  /** Whether admins and supervisors may sign in with badge + PIN (off: only with their password). */
  OFFICE_BADGE_SIGN_IN: flag("OFFICE_BADGE_SIGN_IN", false),
  /** The workshop's hours (HH:MM-HH:MM, workshop time zone): open time entries pause at the end. */
  WORKSHOP_HOURS: z
    .string()
    .optional()
    .transform((v) => v || "07:00-17:00")
    .refine(
      (v) => /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/.test(v) && v.slice(0, 5) < v.slice(6),
      {
        message: "WORKSHOP_HOURS must be start-end on one day in 24-hour time, like 07:00-16:30",
      },
    ),
  /** The share of staffed hours that goes into the work itself (docs/planning.md): 0.05–1. */
  PLANNING_EFFICIENCY: z.coerce
    .number({ message: "PLANNING_EFFICIENCY must be a number between 0.05 and 1" })
    .min(0.05, "PLANNING_EFFICIENCY must be between 0.05 and 1")
    .max(1, "PLANNING_EFFICIENCY must be between 0.05 and 1")
    .optional(),
  /** A change replans at most once per this many milliseconds (docs/planning.md, "Keeping it up to date"). */
  PLANNING_REPLAN_MS: z.coerce
    .number({ message: "PLANNING_REPLAN_MS must be a number of milliseconds between 200 and 60000" })
    .int("PLANNING_REPLAN_MS must be a whole number of milliseconds")
    .min(200, "PLANNING_REPLAN_MS must be between 200 and 60000")
    .max(60_000, "PLANNING_REPLAN_MS must be between 200 and 60000")
    .default(3_000),
  /** The workshop's days of work, ISO weekdays 1 (Monday) to 7, comma-separated (docs/planning.md). */
  WORKSHOP_WORK_DAYS: z
    .string()
    .optional()
    .transform((v) => v || "1,2,3,4,5")
    .refine((v) => /^[1-7](,[1-7])*$/.test(v), {
      message: "WORKSHOP_WORK_DAYS must be ISO weekdays 1-7 separated by commas, like 1,2,3,4,5",
    }),
  /** Days the workshop is closed (holidays), YYYY-MM-DD, comma-separated (docs/planning.md). */
  WORKSHOP_CLOSED_DAYS: z
    .string()
    .optional()
    .transform((v) => v ?? "")
    .refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}(,\d{4}-\d{2}-\d{2})*$/.test(v), {
      message: "WORKSHOP_CLOSED_DAYS must be dates YYYY-MM-DD separated by commas",
    }),
  /** How many days back a supervisor may correct a time entry (docs/working-time.md). */
  WORK_TIME_CORRECTION_DAYS: z.coerce
    .number({ message: "WORK_TIME_CORRECTION_DAYS must be a number of days" })
    .int("WORK_TIME_CORRECTION_DAYS must be a whole number of days")
    .min(1, "WORK_TIME_CORRECTION_DAYS must be between 1 and 366")
    .max(366, "WORK_TIME_CORRECTION_DAYS must be between 1 and 366")
    .default(31),
  /** A leftover at a roll's end longer than this becomes an offcut in stock; shorter is waste (docs/rolls.md). */
  OFFCUT_MIN_LENGTH_MM: z.coerce
    .number({ message: "OFFCUT_MIN_LENGTH_MM must be a number of millimetres" })
    .int("OFFCUT_MIN_LENGTH_MM must be a whole number of millimetres")
    .min(0, "OFFCUT_MIN_LENGTH_MM must be between 0 and 100000")
    .max(100_000, "OFFCUT_MIN_LENGTH_MM must be between 0 and 100000")
    .default(500),
  /** A line whose cut sizes take more or less fabric than its order spec says, beyond this share, is flagged (docs/cutting.md, "One amount"). */
  CUT_SIZE_TOLERANCE_PERCENT: z.coerce
    .number({ message: "CUT_SIZE_TOLERANCE_PERCENT must be a number (per cent)" })
    .int("CUT_SIZE_TOLERANCE_PERCENT must be a whole number (per cent)")
    .min(0, "CUT_SIZE_TOLERANCE_PERCENT must be between 0 and 1000")
    .max(1_000, "CUT_SIZE_TOLERANCE_PERCENT must be between 0 and 1000")
    .default(15),
  /** The widest roll the workshop registers, typed or read off a label (docs/rolls.md). */
  ROLL_MAX_WIDTH_MM: z.coerce
    .number({ message: "ROLL_MAX_WIDTH_MM must be a number of millimetres" })
    .int("ROLL_MAX_WIDTH_MM must be a whole number of millimetres")
    .min(1, "ROLL_MAX_WIDTH_MM must be between 1 and 10000")
    .max(10_000, "ROLL_MAX_WIDTH_MM must be between 1 and 10000")
    .default(5_000),
  /** The longest roll the workshop registers, in metres, typed or read off a label (docs/rolls.md). */
  ROLL_MAX_LENGTH_M: z.coerce
    .number({ message: "ROLL_MAX_LENGTH_M must be a number of metres" })
    .int("ROLL_MAX_LENGTH_M must be a whole number of metres")
    .min(1, "ROLL_MAX_LENGTH_M must be between 1 and 10000")
    .max(10_000, "ROLL_MAX_LENGTH_M must be between 1 and 10000")
    .default(1_000),
  /** The cutting table's rule: pieces that fit side by side across the roll share a strip; off: one piece per strip (docs/cutting.md). */
  CUT_SIDE_BY_SIDE: flag("CUT_SIDE_BY_SIDE", true),
  DEMO_DATA: flag("DEMO_DATA", true),
  DEMO_SEED: z.coerce.number({ message: "DEMO_SEED must be a number" }).int().default(20261123),
  DEMO_PROJECTS: z.coerce
    .number({ message: "DEMO_PROJECTS must be a number" })
    .int()
    .min(1)
    .max(100_000)
    .default(40),
  /** The embedded API's fault switch (tests only): always off in production unless this is on. */
  TEST_FAULTS: flag("TEST_FAULTS", false),
  SUPERVISOR_POLL_SECONDS: z.coerce
    .number({ message: "SUPERVISOR_POLL_SECONDS must be a number of seconds" })
    .int("SUPERVISOR_POLL_SECONDS must be a whole number of seconds")
    .min(2, "SUPERVISOR_POLL_SECONDS must be between 2 and 3600")
    .max(3600, "SUPERVISOR_POLL_SECONDS must be between 2 and 3600")
    .default(30),
  /** Network label printers declared by the deployment (lib/base/printer-config.ts); empty: none. */
  LABEL_PRINTERS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseLabelPrinters(value);
      } catch (error) {
        ctx.addIssue({
          code: "custom",
          message: `LABEL_PRINTERS: ${error instanceof Error ? error.message : String(error)}`,
        });
        return z.NEVER;
      }
    }),
  /**
   * Networks an admin may give a printer in besides the workshop's (IPs or CIDRs, comma-separated):
   * loopback, link-local, unspecified and multicast addresses are refused unless listed here.
   */
  PRINTER_ALLOWED_NETWORKS: addressList("PRINTER_ALLOWED_NETWORKS", "127.0.0.1/32", ""),
  /**
   * Where `npm run backup` and the schedule write backups (docs/deploy.md, "Backups"); unset: the folder
   * `backups` inside DATA_DIR (set below), never one relative to wherever a command was started.
   */
  BACKUP_DIR: z.string().min(1, "BACKUP_DIR must not be empty").optional(),
  /** Hours between scheduled backups; 0: none. */
  BACKUP_EVERY_HOURS: z.coerce
    .number({ message: "BACKUP_EVERY_HOURS must be a number of hours" })
    .min(0, "BACKUP_EVERY_HOURS must be 0 (off) or more")
    .max(24 * 31, "BACKUP_EVERY_HOURS must be at most 744")
    .default(24),
  /** How many scheduled backups the folder keeps (the oldest are removed). */
  BACKUP_KEEP: z.coerce
    .number({ message: "BACKUP_KEEP must be a number" })
    .int("BACKUP_KEEP must be a whole number")
    .min(1, "BACKUP_KEEP must be at least 1")
    .default(7),
  /** Who may read /metrics without a token: IPs or CIDRs, comma-separated; loopback by default. */
  METRICS_ALLOW: addressList("METRICS_ALLOW", "10.0.0.0/8", "127.0.0.1,::1"),
  /** A bearer token that reads /metrics from any address. */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  /**
   * Networks besides this machine whose requests may carry the local admin token (POST
   * /api/ops/backup): IPs or CIDRs, comma-separated; none by default (docs/deploy.md, "Backups").
   */
  OPS_ALLOWED_NETWORKS: addressList("OPS_ALLOWED_NETWORKS", "10.0.0.0/8", ""),
  /** json: one JSON object a line (production); pretty: readable lines (development). */
  LOG_FORMAT: z.enum(["json", "pretty"], { message: "LOG_FORMAT must be json or pretty" }).default("json"),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      message: "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  /** Package kinds (the upstream's packageKind) that are pallets: only these start a pallet or carry packages. */
  PALLET_PACKAGE_KINDS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "3")
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map(Number),
    )
    .refine((kinds) => kinds.length > 0 && kinds.every((k) => Number.isInteger(k) && k >= 0), {
      message: "PALLET_PACKAGE_KINDS must be whole numbers, comma-separated (like 3)",
    }),
  /** Another customer's package on a pallet: "ask" the packer first (default) or "refuse" it. */
  PALLET_OTHER_CUSTOMERS: z
    .enum(["ask", "refuse"], { message: "PALLET_OTHER_CUSTOMERS must be ask or refuse" })
    .default("ask"),
  // The CPQ (hub mode, or direct mode to one instance); none set: the embedded stand-in.
  CPQ_HUB_URL: optionalUrl("CPQ_HUB_URL", /^https?:$/),
  CPQ_HUB_EMAIL: z.string().min(1).optional(),
  CPQ_HUB_PASSWORD: z.string().min(1).optional(),
  CPQ_API_KEY: z.string().min(1).optional(),
  CPQ_BASE_URL: optionalUrl("CPQ_BASE_URL", /^https?:$/),
  CPQ_DOMAIN: z.string().min(1).optional(),
  CPQ_USERNAME: z.string().min(1).optional(),
  CPQ_PASSWORD: z.string().min(1).optional(),
  /** Origins the CPQ's iframe may come from besides CPQ_BASE_URL's or CPQ_HUB_URL's (space-separated). */
  CPQ_FRAME_ORIGINS: z
    .string()
    .optional()
    .transform((text) => (text ?? "").split(/\s+/).filter(Boolean))
    .refine((origins) => origins.every((o) => URL.canParse(o) && new URL(o).origin === o), {
      message: "CPQ_FRAME_ORIGINS must be origins (https://cpq.example.com), separated by spaces",
    }),
  CPQ_TIMEOUT_MS: z.coerce
    .number({ message: "CPQ_TIMEOUT_MS must be a number of milliseconds" })
    .int()
    .min(100, "CPQ_TIMEOUT_MS must be at least 100")
    .default(8_000),
});

/** The settings each CPQ mode needs besides its URL. */
const cpqModes = [
  { url: "CPQ_HUB_URL", needs: ["CPQ_HUB_EMAIL", "CPQ_HUB_PASSWORD", "CPQ_API_KEY"] },
  { url: "CPQ_BASE_URL", needs: ["CPQ_DOMAIN", "CPQ_USERNAME", "CPQ_PASSWORD", "CPQ_API_KEY"] },
] as const;

const settingsSchema = envSchema
  .transform(({ EMBEDDED_PRODUCTION_API, ...rest }, ctx) => {
    // On by default; off by default when the app fronts a real upstream.
    const embedded = flag("EMBEDDED_PRODUCTION_API", rest.PRODUCTION_API_URL === undefined).safeParse(
      EMBEDDED_PRODUCTION_API,
    );
    if (!embedded.success) {
      ctx.addIssue({
        code: "custom",
        path: ["EMBEDDED_PRODUCTION_API"],
        message: embedded.error.issues[0]?.message ?? "",
      });
      return z.NEVER;
    }
    return {
      ...rest,
      EMBEDDED_PRODUCTION_API: embedded.data,
      /** Where the app's server reaches the production API: the embedded one of this server by default. */
      PRODUCTION_API_URL: rest.PRODUCTION_API_URL ?? `http://127.0.0.1:${rest.PORT}/production-api`,
      /** The upstream is this server's embedded API (no PRODUCTION_API_URL): its calls stay in the process. */
      isUpstreamInProcess: rest.PRODUCTION_API_URL === undefined && embedded.data,
      BACKUP_DIR: rest.BACKUP_DIR ?? `${rest.DATA_DIR.replace(/[/\\]+$/, "")}/backups`,
      /** Unset: the plan learns the efficiency from the working time, 0.85 until it has enough (docs/planning.md). */
      PLANNING_EFFICIENCY: rest.PLANNING_EFFICIENCY ?? 0.85,
      isPlanningEfficiencySet: rest.PLANNING_EFFICIENCY !== undefined,
    };
  })
  .superRefine((settings, ctx) => {
    if (!settings.EMBEDDED_PRODUCTION_API && !/\/production-api\/?$/.test(settings.PRODUCTION_API_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["PRODUCTION_API_URL"],
        message: "PRODUCTION_API_URL must end in /production-api (the base path of the Production API)",
      });
    }
    if (settings.CPQ_HUB_URL && settings.CPQ_BASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["CPQ_BASE_URL"],
        message: "CPQ_BASE_URL and CPQ_HUB_URL are both set: set one (hub mode or direct mode)",
      });
    }
    for (const mode of cpqModes) {
      if (!settings[mode.url]) continue;
      for (const name of mode.needs) {
        if (!settings[name]) {
          ctx.addIssue({ code: "custom", path: [name], message: `${name} must be set when ${mode.url} is` });
        }
      }
    }
  });

export type Env = z.infer<typeof settingsSchema>;

export class SettingsError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = settingsSchema.safeParse(source);
  if (!result.success) {
    const sentences = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "setting");
      return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    });
    throw new SettingsError(`Invalid setting: ${sentences.join("; ")}.`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The validated settings of this process, parsed once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

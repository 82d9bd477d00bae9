// The app's own tables (schema "app"), apart from the embedded production API's.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgSchema, serial, text, timestamp } from "drizzle-orm/pg-core";

export const app = pgSchema("app");

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Key/value facts about this database, e.g. whether it was created with demo data. */
export const appMeta = app.table("meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});

/** The people who sign in. Passwords and PINs only as scrypt hashes. */
export const employees = app.table("employees", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  displayName: text("display_name").notNull(),
  /** The id the upstream records on status changes (the `sub` of its token). */
  hubEmployeeId: integer("hub_employee_id").notNull().unique(),
  locale: text("locale").notNull().default("en"),
  roles: text("roles")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Production departments an operator works in. */
  departmentIds: integer("department_ids")
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  badgeCode: text("badge_code").unique(),
  pinHash: text("pin_hash"),
  passwordHash: text("password_hash").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** Failed sign-ins per key (`user:<name>` or `ip:<address>`), for slowing down and refusing. */
export const signInThrottle = app.table("sign_in_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  firstFailureAt: ts("first_failure_at").notNull(),
  lockedUntil: ts("locked_until"),
});

/** Every write through the app: who, what, when, the upstream's answer and how long it took. */
export const auditLog = app.table(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: ts("at").notNull().defaultNow(),
    employeeId: integer("employee_id"),
    username: text("username"),
    action: text("action").notNull(),
    /** The request's input (never a password, PIN or token). */
    details: jsonb("details").notNull().default({}),
    /** The HTTP status the app answered. */
    status: integer("status").notNull(),
    upstreamStatus: integer("upstream_status"),
    durationMs: integer("duration_ms").notNull(),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_employee_idx").on(t.employeeId, t.at)],
);

/**
 * What the packing station changed on the upstream, one row per change, with
 * what undoing it needs. The upstream keeps only `packedAt`, so "packed by
 * whom" is read from here. Rows of one scan share a `batchId`; "undo" reverses
 * the employee's newest batch not undone yet.
 */
export const packEvents = app.table(
  "pack_events",
  {
    id: serial("id").primaryKey(),
    batchId: text("batch_id").notNull(),
    employeeId: integer("employee_id").notNull(),
    /** The employee's name when it happened (shown as "packed by"). */
    employeeName: text("employee_name").notNull(),
    /** pack | unpack | nest | unnest | status */
    action: text("action").notNull(),
    polygonPackageId: integer("polygon_package_id"),
    productionPolygonId: integer("production_polygon_id").notNull(),
    /** pack: the packedAt written; nest: the new parent; status: the value set. */
    packedAt: ts("packed_at"),
    parentPolygonPackageId: integer("parent_polygon_package_id"),
    statusValue: integer("status_value"),
    /** What undo puts back. */
    previousPackedAt: ts("previous_packed_at"),
    previousParentPolygonPackageId: integer("previous_parent_polygon_package_id"),
    previousStatusValue: integer("previous_status_value"),
    createdAt: ts("created_at").notNull().defaultNow(),
    undoneAt: ts("undone_at"),
    undoneByEmployeeId: integer("undone_by_employee_id"),
    undoneByName: text("undone_by_name"),
  },
  (t) => [
    index("pack_events_employee_idx").on(t.employeeId, t.id),
    index("pack_events_package_idx").on(t.polygonPackageId, t.id),
  ],
);

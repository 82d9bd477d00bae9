// The app's own tables (schema "app"), apart from the embedded production API's.
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  bigserial,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

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
  /**
   * Stamped into each session at sign-in; a session with another version is refused. Raised by a
   * sign-out, and by a trigger on every change of activity, roles, departments, badge, PIN or password.
   */
  sessionVersion: integer("session_version").notNull().default(1),
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

/** The catalogue of status values: label per language, colour, and when a polygon at it counts as overdue. */
export const statusValues = app.table("status_values", {
  value: integer("value").primaryKey(),
  labelEn: text("label_en").notNull(),
  labelNl: text("label_nl").notNull(),
  /** `#rrggbb`. */
  colour: text("colour").notNull(),
  /** Hours a polygon may stay at this value before it is overdue; null: never. */
  overdueAfterHours: integer("overdue_after_hours"),
});

/** Per department (by upstream department code): the values it picks up, sets at start and at done, and on hold. */
export const departmentWorkflows = app.table("department_workflows", {
  departmentCode: text("department_code").primaryKey(),
  waitingValues: integer("waiting_values").array().notNull(),
  /** Null: starting sets no status, a scan takes a waiting polygon straight to done. */
  startedValue: integer("started_value"),
  doneValue: integer("done_value").notNull(),
  onHoldValue: integer("on_hold_value").notNull().default(900),
  /** The department's name for Dutch-speaking employees (the upstream's name is the English one); null: the upstream's. */
  nameNl: text("name_nl"),
  /** The department's operators may release a hold themselves (else only a supervisor). */
  operatorMayRelease: boolean("operator_may_release").notNull().default(false),
});

/**
 * The Dutch name of a product type, by its name as the order spec gives it (the
 * model's description, "Double pleat curtain"): a Dutch employee sees it on the
 * station's cards, the drawer and the tickets (lib/workflow/product-names.ts).
 */
export const productNames = app.table("product_names", {
  nameEn: text("name_en").primaryKey(),
  nameNl: text("name_nl").notNull(),
});

/** Problems reported at a station (the polygon was put on hold), with an optional photo. */
export const polygonProblems = app.table(
  "polygon_problems",
  {
    id: serial("id").primaryKey(),
    productionPolygonId: integer("production_polygon_id").notNull(),
    productionDepartmentId: integer("production_department_id").notNull(),
    remark: text("remark").notNull(),
    /** The photo, base64 (at most 2 MB before encoding), and its media type. */
    photoBase64: text("photo_base64"),
    photoType: text("photo_type"),
    reportedBy: integer("reported_by"),
    reportedByName: text("reported_by_name").notNull(),
    reportedAt: ts("reported_at").notNull().defaultNow(),
    /** The status the polygon had when it went on hold (what a release puts back); null for older reports. */
    statusBeforeHold: integer("status_before_hold"),
    releasedAt: ts("released_at"),
    releasedByName: text("released_by_name"),
    releaseRemark: text("release_remark"),
  },
  (t) => [index("polygon_problems_polygon_idx").on(t.productionPolygonId, t.reportedAt)],
);

/**
 * Defects reported on a polygon's material entry at the matching screen: the
 * remark, who and when, and an optional photo. The upstream keeps only the
 * entry's hasDefect/hadDefect flags.
 */
export const materialDefects = app.table(
  "material_defects",
  {
    id: serial("id").primaryKey(),
    /** The ProductionPolygonProjectMaterial id (the entry). */
    entryId: integer("entry_id").notNull(),
    remark: text("remark").notNull(),
    photoBase64: text("photo_base64"),
    photoType: text("photo_type"),
    /** The lot of the entry's roll when the defect was reported (kept: an unmatch clears the entry's lot). */
    lot: text("lot"),
    reportedBy: integer("reported_by"),
    reportedByName: text("reported_by_name").notNull(),
    reportedAt: ts("reported_at").notNull().defaultNow(),
  },
  (t) => [index("material_defects_entry_idx").on(t.entryId, t.reportedAt)],
);

/**
 * The lot of the roll a material entry was matched with, read off the
 * supplier's GS1 label at the matching screen (with the roll's length or count
 * when the label gives them). One row per entry: the latest match; a match
 * without a GS1 label or an unmatch clears it. Supplier claims need the lot.
 */
export const materialLots = app.table(
  "material_lots",
  {
    /** The ProductionPolygonProjectMaterial id (the entry). */
    entryId: integer("entry_id").primaryKey(),
    productionPolygonId: integer("production_polygon_id").notNull(),
    /** The polygon's order-spec item (its order line), for the bill of materials. */
    polygonId: integer("polygon_id").notNull(),
    productionProjectId: integer("production_project_id").notNull(),
    /** The material's EAN as the matching row gives it, and the label's GTIN (01). */
    eanCode: text("ean_code").notNull(),
    gtin: text("gtin").notNull(),
    lot: text("lot"),
    expiry: date("expiry", { mode: "string" }),
    count: integer("count"),
    lengthM: doublePrecision("length_m"),
    recordedBy: integer("recorded_by"),
    recordedByName: text("recorded_by_name").notNull(),
    recordedAt: ts("recorded_at").notNull().defaultNow(),
  },
  (t) => [
    index("material_lots_project_idx").on(t.productionProjectId),
    index("material_lots_polygon_idx").on(t.productionPolygonId),
    // A lot traced forward (lib/trace): the entries that keep it.
    index("material_lots_lot_idx").on(t.lot, t.eanCode),
  ],
);

/**
 * Idempotency keys of writes (the `Idempotency-Key` header), per employee: the
 * first request claims the key before it writes upstream; a repeat gets the
 * stored answer. Rows older than a day are purged now and then.
 */
export const idempotencyKeys = app.table(
  "idempotency_keys",
  {
    employeeId: integer("employee_id").notNull(),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    /** sha256 of the request body as sent. */
    bodyHash: text("body_hash").notNull(),
    /** "in-progress" while the first request runs, then "done". */
    state: text("state").notNull(),
    responseStatus: integer("response_status"),
    responseContentType: text("response_content_type"),
    responseBody: text("response_body"),
    /** The upstream writes made for the claim, with their answers: a takeover replays them (lib/idempotency/recording-step.ts). */
    upstreamWrites: jsonb("upstream_writes").notNull().default([]),
    createdAt: ts("created_at").notNull().defaultNow(),
    /** The app server holding an in-progress claim (its change-bus origin). */
    holder: text("holder"),
    /** The holder renews this while it works; past it (database clock), another server takes the claim over. */
    leaseUntil: ts("lease_until"),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.key] }),
    index("idempotency_keys_created_at_idx").on(t.createdAt),
  ],
);

/**
 * Network label printers (lib/printing): those an admin adds, and those of the
 * LABEL_PRINTERS setting (`source = 'setting'`, synced at start). A station
 * finds its printer by device, then department, then "the only one".
 */
export const printers = app.table("printers", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  /** "admin" (made on /admin/printers) or "setting" (LABEL_PRINTERS). */
  source: text("source").notNull().default("admin"),
  host: text("host").notNull(),
  port: integer("port").notNull().default(9100),
  /** The printer language; only "zpl" so far. */
  language: text("language").notNull().default("zpl"),
  dotsPerMm: integer("dots_per_mm").notNull().default(8),
  labelWidthMm: integer("label_width_mm").notNull().default(100),
  labelHeightMm: integer("label_height_mm").notNull().default(50),
  departmentIds: integer("department_ids")
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  /** Device ids (a tablet's id from its /scanner settings) that print here. */
  deviceIds: text("device_ids")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The last `~HS` answer, parsed (paper out, head open, paused), or why none came. */
  status: jsonb("status"),
  statusCheckedAt: ts("status_checked_at"),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/**
 * The print queue: a job is stored before it is sent, claimed with a lease so
 * one worker sends it, and once the printer took every byte it is printed and
 * never sent again (a reprint is a new job). See lib/printing/print-worker.ts.
 */
export const printJobs = app.table(
  "print_jobs",
  {
    id: serial("id").primaryKey(),
    printerId: integer("printer_id")
      .notNull()
      .references(() => printers.id, { onDelete: "cascade" }),
    /** package-labels | pallet-label | job-tickets | offcut-label | raw */
    kind: text("kind").notNull(),
    /** The ZPL sent, as made when the job was queued. */
    payload: text("payload").notNull(),
    /** Labels (formats) in the payload, for the screen. */
    labelCount: integer("label_count").notNull(),
    copies: integer("copies").notNull().default(1),
    /** waiting | sending | printed | failed | cancelled */
    state: text("state").notNull().default("waiting"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    /** While "sending": the worker holding the job; past it, another worker may take it over. */
    leaseUntil: ts("lease_until"),
    lastError: text("last_error"),
    /** The request's Idempotency-Key: a replay of the same request finds this job instead of a new one. */
    requestRef: text("request_ref"),
    /** The job this one reprints. */
    reprintOf: integer("reprint_of"),
    createdBy: integer("created_by"),
    createdAt: ts("created_at").notNull().defaultNow(),
    printedAt: ts("printed_at"),
  },
  (t) => [
    index("print_jobs_printer_idx").on(t.printerId, t.id),
    index("print_jobs_due_idx").on(t.state, t.nextAttemptAt),
    uniqueIndex("print_jobs_request_ref_idx").on(t.createdBy, t.requestRef),
  ],
);

/** Secrets the app servers of one PostgreSQL share (docs/deploy.md): made once by the first server. */
export const sharedSecrets = app.table("shared_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/**
 * The change bus's numbered history (lib/server/change-bus.ts): a server or a
 * screen that reconnects catches up from it. Bounded: old rows are deleted.
 */
export const changes = app.table("changes", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  /** The app server that published the change. */
  origin: text("origin").notNull(),
  change: jsonb("change").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/**
 * Wall-board devices (a TV on the floor): signed in by a token an admin issues
 * and revokes, with the read-only role "board". Only the token's SHA-256 is kept.
 */
export const boardDevices = app.table("board_devices", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  /** The board's language. */
  locale: text("locale").notNull().default("en"),
  /** The admin who issued it: the upstream sees the board's reads as theirs. */
  issuedBy: integer("issued_by").notNull(),
  issuedByName: text("issued_by_name").notNull(),
  issuedAt: ts("issued_at").notNull().defaultNow(),
  lastSeenAt: ts("last_seen_at"),
  revokedAt: ts("revoked_at"),
});

/** The wall board's daily target per production department: polygons done in a day. */
export const boardTargets = app.table("board_targets", {
  departmentId: integer("department_id").primaryKey(),
  dailyTarget: integer("daily_target").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/**
 * Reason codes per kind (lib/reasons): what the tablets offer as buttons when a
 * polygon goes on hold, a material is defective or unmatched, a scan is undone
 * or a part is scrapped. A used reason is deactivated, never deleted.
 */
export const reasons = app.table(
  "reasons",
  {
    id: serial("id").primaryKey(),
    /** problem | material-defect | unmatch | undo | scrap */
    kind: text("kind").notNull(),
    code: text("code").notNull(),
    labelEn: text("label_en").notNull(),
    labelNl: text("label_nl").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("reasons_kind_code_idx").on(t.kind, t.code)],
);

/**
 * One row per reason given at a tablet: which reason, on which polygon, where
 * (a station's department, the matching or the packing screen), by whom and
 * when. The supervisor's Pareto chart counts these.
 */
export const reasonEvents = app.table(
  "reason_events",
  {
    id: serial("id").primaryKey(),
    reasonId: integer("reason_id")
      .notNull()
      .references(() => reasons.id),
    kind: text("kind").notNull(),
    productionPolygonId: integer("production_polygon_id").notNull(),
    /** station | matching | packing */
    place: text("place").notNull(),
    /** The station's department (place "station"). */
    productionDepartmentId: integer("production_department_id"),
    /** The material entry (defect, unmatch). */
    entryId: integer("entry_id"),
    /** Scrap: the department that must redo the polygon. */
    redoDepartmentId: integer("redo_department_id"),
    remark: text("remark"),
    employeeId: integer("employee_id"),
    employeeName: text("employee_name").notNull(),
    at: ts("at").notNull().defaultNow(),
  },
  (t) => [
    index("reason_events_at_idx").on(t.at),
    index("reason_events_reason_idx").on(t.reasonId, t.at),
    index("reason_events_entry_idx").on(t.entryId, t.at),
  ],
);

/**
 * The steps taken at a station (a scan or a Start/Done button), so that the
 * employee can undo their last one: what it set and what it replaced.
 */
export const stationMoves = app.table(
  "station_moves",
  {
    id: serial("id").primaryKey(),
    employeeId: integer("employee_id").notNull(),
    productionDepartmentId: integer("production_department_id").notNull(),
    productionPolygonId: integer("production_polygon_id").notNull(),
    /** The polygon's work in the department (ProductionPolygonDepartment id). */
    polygonDepartmentId: integer("polygon_department_id").notNull(),
    step: text("step").notNull(),
    statusValue: integer("status_value").notNull(),
    previousStatusValue: integer("previous_status_value"),
    previousStartAt: text("previous_start_at"),
    previousFinishAt: text("previous_finish_at"),
    movedAt: ts("moved_at").notNull().defaultNow(),
    undoneAt: ts("undone_at"),
  },
  (t) => [index("station_moves_employee_idx").on(t.employeeId, t.productionDepartmentId, t.id)],
);

/**
 * Working time: one row per stretch an operator worked on a polygon in a
 * department (a job); a pause ends the row, a resume starts a new one. At
 * most one open row per employee (docs/working-time.md).
 */
export const workTimeEntries = app.table(
  "work_time_entries",
  {
    id: serial("id").primaryKey(),
    employeeId: integer("employee_id").notNull(),
    employeeName: text("employee_name").notNull(),
    productionPolygonId: integer("production_polygon_id").notNull(),
    productionDepartmentId: integer("production_department_id").notNull(),
    departmentName: text("department_name").notNull(),
    productionProjectId: integer("production_project_id").notNull(),
    /** The product as the order line names it when the work started. */
    product: text("product"),
    /** The polygon department's productionValue, read as planned minutes. */
    plannedMinutes: integer("planned_minutes").notNull().default(0),
    startedAt: ts("started_at").notNull(),
    endedAt: ts("ended_at"),
    /** pause | done | sign-out | shift-end | switch | other-job */
    endReason: text("end_reason"),
    /** A supervisor's correction: who, when, and the times first recorded. */
    correctedBy: text("corrected_by"),
    correctedAt: ts("corrected_at"),
    recordedStartedAt: ts("recorded_started_at"),
    recordedEndedAt: ts("recorded_ended_at"),
  },
  (t) => [
    uniqueIndex("work_time_open_idx")
      .on(t.employeeId)
      .where(sql`${t.endedAt} is null`),
    index("work_time_job_idx").on(t.productionPolygonId, t.productionDepartmentId),
    index("work_time_started_idx").on(t.startedAt),
  ],
);

/**
 * Fabric rolls and offcuts in stock (lib/cutting/rolls, docs/rolls.md): one row per
 * roll registered from its supplier's GS1 label, and one per offcut left over from
 * a roll. `code` is the app's own Code 128 code (on an offcut's printed label).
 */
export const rolls = app.table(
  "rolls",
  {
    id: serial("id").primaryKey(),
    code: text("code")
      .notNull()
      .generatedAlwaysAs(sql`'ROL-' || lpad("id"::text, 6, '0')`),
    /** The material's EAN code (the GTIN's (01) without its leading zeros): how the app names a material. */
    materialCode: text("material_code").notNull(),
    /** The (01) GTIN-14 as the label said it; an offcut keeps its roll's. */
    gtin: text("gtin").notNull(),
    materialName: text("material_name"),
    /** (10): the dye batch; pieces of one project come from one lot. */
    lot: text("lot"),
    widthMm: integer("width_mm").notNull(),
    /** The length when registered (an offcut: when it was cut off). */
    lengthMm: integer("length_mm").notNull(),
    lengthLeftMm: integer("length_left_mm").notNull(),
    /** Where it lies (a rack, a shelf): free text the workshop chooses. */
    place: text("place"),
    isOffcut: boolean("is_offcut").notNull().default(false),
    parentRollId: integer("parent_roll_id"),
    /** in-stock | used-up | waste */
    status: text("status").notNull().default("in-stock"),
    registeredAt: ts("registered_at").notNull().defaultNow(),
    registeredBy: integer("registered_by"),
    registeredByName: text("registered_by_name").notNull(),
  },
  (t) => [
    uniqueIndex("rolls_code_idx").on(t.code),
    index("rolls_material_idx").on(t.materialCode, t.status),
    index("rolls_parent_idx").on(t.parentRollId),
    // A lot traced forward (lib/trace): its rolls.
    index("rolls_lot_idx").on(t.lot, t.materialCode),
  ],
);

/** What happened to a roll, for the audit of stock: registered, cut, cut off as offcut, left as waste. */
export const rollEvents = app.table(
  "roll_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    rollId: integer("roll_id")
      .notNull()
      .references(() => rolls.id, { onDelete: "cascade" }),
    /** registered | cut | offcut | waste */
    kind: text("kind").notNull(),
    /** Millimetres taken off the roll by this event (0 for a registration). */
    lengthMm: integer("length_mm").notNull().default(0),
    lengthLeftMm: integer("length_left_mm").notNull(),
    /** The label as scanned (registration), or the offcut's id: what explains the event. */
    detail: jsonb("detail"),
    at: ts("at").notNull().defaultNow(),
    employeeId: integer("employee_id"),
    employeeName: text("employee_name").notNull(),
  },
  (t) => [
    index("roll_events_roll_idx").on(t.rollId, t.id),
    // A line traced backward (lib/trace) and its cuts so far (lib/cutting): the line a cut was for.
    index("roll_events_line_idx").on(sql`(("detail"->>'productionPolygonId')::int)`),
  ],
);

/** An admin's standard time for a product in a department, over the learned one (docs/planning.md). */
export const planningStandardOverrides = app.table(
  "planning_standard_overrides",
  {
    productionDepartmentId: integer("production_department_id").notNull(),
    product: text("product").notNull(),
    minutes: doublePrecision("minutes").notNull(),
    setBy: text("set_by").notNull(),
    setAt: ts("set_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "planning_standard_overrides_pk", columns: [t.productionDepartmentId, t.product] }),
  ],
);

/** Minutes a supervisor added to (overtime) or took from (absence) a department's day (docs/planning.md). */
export const planningCapacityAdjustments = app.table(
  "planning_capacity_adjustments",
  {
    id: serial("id").primaryKey(),
    productionDepartmentId: integer("production_department_id").notNull(),
    /** The workshop day, YYYY-MM-DD. */
    day: text("day").notNull(),
    minutes: integer("minutes").notNull(),
    reason: text("reason"),
    madeBy: text("made_by").notNull(),
    madeAt: ts("made_at").notNull().defaultNow(),
  },
  (t) => [index("planning_capacity_adjustments_day_idx").on(t.productionDepartmentId, t.day)],
);

/**
 * A department's quality checklist for one product type, or for every product
 * type (productType null): its checks are quality_checks (docs/quality.md).
 */
export const qualityChecklists = app.table(
  "quality_checklists",
  {
    id: serial("id").primaryKey(),
    productionDepartmentId: integer("production_department_id").notNull(),
    /** Matched against the order line's product (lib/quality/line-product.ts); null: every product type. */
    productType: text("product_type"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("quality_checklists_scope_idx").on(
      t.productionDepartmentId,
      sql`coalesce(lower(${t.productType}), '')`,
    ),
  ],
);

/** One check of a checklist, in its order: a measurement (width or drop ± mm), a yes/no or a photo. */
export const qualityChecks = app.table(
  "quality_checks",
  {
    id: serial("id").primaryKey(),
    checklistId: integer("checklist_id")
      .notNull()
      .references(() => qualityChecklists.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** measurement | yes-no | photo */
    kind: text("kind").notNull(),
    labelEn: text("label_en").notNull(),
    labelNl: text("label_nl").notNull(),
    isRequired: boolean("is_required").notNull().default(true),
    /** width | drop (a measurement only) */
    measure: text("measure"),
    toleranceMm: integer("tolerance_mm"),
  },
  (t) => [index("quality_checks_checklist_idx").on(t.checklistId, t.position)],
);

/**
 * The outcome of a line's checks at a department (or a supervisor's pass):
 * the values as the checks then were, who and when; `doneAt` once the Done
 * it allowed was made (a later visit is checked again).
 */
export const qualityResults = app.table(
  "quality_results",
  {
    id: serial("id").primaryKey(),
    productionPolygonId: integer("production_polygon_id").notNull(),
    productionDepartmentId: integer("production_department_id").notNull(),
    /** check | supervisor-pass */
    kind: text("kind").notNull(),
    isPassed: boolean("is_passed").notNull(),
    checklistId: integer("checklist_id"),
    /** The line's product as the order names it (the figures group by it). */
    productType: text("product_type"),
    values: jsonb("values").notNull().default([]),
    /** The reason of a fail, as it was then: { id, code, labelEn, labelNl }. */
    reason: jsonb("reason"),
    reasonRemark: text("reason_remark"),
    /** Where a failed line went: { kind: "department", productionDepartmentId, statusValue } | { kind: "hold", statusValue }. */
    destination: jsonb("destination"),
    employeeId: integer("employee_id"),
    employeeName: text("employee_name").notNull(),
    madeAt: ts("made_at").notNull().defaultNow(),
    doneAt: ts("done_at"),
  },
  (t) => [
    index("quality_results_line_idx").on(t.productionPolygonId, t.productionDepartmentId, t.id),
    index("quality_results_made_at_idx").on(t.madeAt),
  ],
);

/** A photo of a check, kept as problem photos are (base64 in the app's database, so a backup keeps it). */
export const qualityPhotos = app.table(
  "quality_photos",
  {
    id: serial("id").primaryKey(),
    resultId: integer("result_id")
      .notNull()
      .references(() => qualityResults.id, { onDelete: "cascade" }),
    checkId: integer("check_id").notNull(),
    photoBase64: text("photo_base64").notNull(),
    photoType: text("photo_type").notNull(),
  },
  (t) => [index("quality_photos_result_idx").on(t.resultId)],
);

// Tables of the embedded production API, in their own PostgreSQL schema apart
// from the app's tables. Only lib/embedded-api reads or writes them.
import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

export const productionApi = pgSchema("production_api");

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Key/value facts about this database, e.g. which demo seed loaded it. */
export const meta = productionApi.table("meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});

/** Catalogue of status values seen: gives each value its productionStatusId. */
export const statusValues = productionApi.table("status_values", {
  id: serial("id").primaryKey(),
  value: integer("value").notNull().unique(),
});

export const packages = productionApi.table(
  "packages",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    descriptions: jsonb("descriptions").$type<Record<string, string>>().notNull(),
    packageKind: integer("package_kind").notNull(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    // Codes are unique among the active types, whatever their case (migration 0017).
    uniqueIndex("packages_code_lower_idx")
      .on(sql`lower(${t.code})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const departments = productionApi.table(
  "departments",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    deliveryTime: integer("delivery_time").notNull(),
    defaultProductionPackageId: integer("default_production_package_id").references(() => packages.id),
    employeeIds: integer("employee_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    // Codes are unique among the active departments, whatever their case (migration 0017).
    uniqueIndex("departments_code_lower_idx")
      .on(sql`lower(${t.code})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const projects = productionApi.table("projects", {
  id: serial("id").primaryKey(),
  projectId: integer("project_id").notNull(),
  hubApplicationId: integer("hub_application_id").notNull(),
  projectNumber: text("project_number").notNull().unique(),
  reference: text("reference"),
  customerName: text("customer_name"),
  customerDebtorCode: text("customer_debtor_code"),
  /** The `exportProject` object of projectexport/get. */
  exportProject: jsonb("export_project").$type<Record<string, unknown>>().notNull(),
  /** The `orderSpec` object of projectexport/getorderspec. */
  orderSpec: jsonb("order_spec").$type<Record<string, unknown>>().notNull(),
});

export const polygons = productionApi.table(
  "polygons",
  {
    id: serial("id").primaryKey(),
    /** The CPQ ("WT") polygon id: the id of its order-spec item. */
    polygonId: integer("polygon_id").notNull(),
    productionProjectId: integer("production_project_id")
      .notNull()
      .references(() => projects.id),
    subnumber: integer("subnumber").notNull().default(0),
    lineNumber: integer("line_number").notNull(),
    product: text("product").notNull(),
    productionPackageId: integer("production_package_id").references(() => packages.id),
    finishAt: ts("finish_at"),
    deliverAt: ts("deliver_at"),
    productionValue: integer("production_value").notNull().default(0),
    // Denormalised copy of the latest status entry (kept in the same
    // transaction that appends to polygon_statuses) so that status queries on
    // 100,000 polygons use an index instead of scanning the history.
    currentStatusValue: integer("current_status_value"),
    currentStatusAssignedAt: ts("current_status_assigned_at"),
  },
  (t) => [
    index("polygons_project_idx").on(t.productionProjectId, t.lineNumber),
    index("polygons_polygon_id_idx").on(t.polygonId),
    index("polygons_current_status_idx").on(t.currentStatusValue, t.currentStatusAssignedAt),
  ],
);

export const polygonStatuses = productionApi.table(
  "polygon_statuses",
  {
    id: serial("id").primaryKey(),
    productionPolygonId: integer("production_polygon_id")
      .notNull()
      .references(() => polygons.id),
    productionStatusId: integer("production_status_id")
      .notNull()
      .references(() => statusValues.id),
    productionStatusValue: integer("production_status_value").notNull(),
    hubEmployeeId: integer("hub_employee_id"),
    remarks: text("remarks"),
    assignedAt: ts("assigned_at").notNull().defaultNow(),
  },
  (t) => [index("polygon_statuses_polygon_idx").on(t.productionPolygonId, t.assignedAt, t.id)],
);

/** One material of a project (a matching row); polygons use it through polygon_materials. */
export const projectMaterials = productionApi.table(
  "project_materials",
  {
    id: serial("id").primaryKey(),
    productionProjectId: integer("production_project_id")
      .notNull()
      .references(() => projects.id),
    materialId: integer("material_id").notNull(),
    material: text("material").notNull(),
    eanCode: text("ean_code"),
    supplier: text("supplier"),
    supplierCode: text("supplier_code"),
    materialColor: text("material_color"),
    sbnId: integer("sbn_id"),
    sbnKey: text("sbn_key"),
    goodSide: text("good_side"),
    commission: text("commission"),
    product: text("product"),
    amount: doublePrecision("amount").notNull().default(0),
    /** The planned date the material is needed (earliest planned start of its polygons). */
    date: ts("date"),
  },
  (t) => [
    index("project_materials_project_idx").on(t.productionProjectId),
    index("project_materials_ean_idx").on(t.eanCode),
    index("project_materials_date_idx").on(t.date, t.id),
  ],
);

export const polygonMaterials = productionApi.table(
  "polygon_materials",
  {
    id: serial("id").primaryKey(),
    productionPolygonId: integer("production_polygon_id")
      .notNull()
      .references(() => polygons.id),
    productionProjectMaterialId: integer("production_project_material_id")
      .notNull()
      .references(() => projectMaterials.id),
    polygonProjectMaterialId: integer("polygon_project_material_id").notNull(),
    hasDefect: boolean("has_defect").notNull().default(false),
    hadDefect: boolean("had_defect").notNull().default(false),
    isMatched: boolean("is_matched").notNull().default(false),
    matchedAt: ts("matched_at"),
  },
  (t) => [
    index("polygon_materials_polygon_idx").on(t.productionPolygonId),
    index("polygon_materials_project_material_idx").on(t.productionProjectMaterialId),
    index("polygon_materials_unmatched_idx")
      .on(t.productionPolygonId)
      .where(sql`${t.isMatched} = false`),
  ],
);

export const polygonDepartments = productionApi.table(
  "polygon_departments",
  {
    id: serial("id").primaryKey(),
    productionPolygonId: integer("production_polygon_id")
      .notNull()
      .references(() => polygons.id),
    productionDepartmentId: integer("production_department_id")
      .notNull()
      .references(() => departments.id),
    productionPackageId: integer("production_package_id").references(() => packages.id),
    startAt: ts("start_at"),
    finishAt: ts("finish_at"),
    deliverAt: ts("deliver_at"),
    productionValue: integer("production_value").notNull().default(0),
  },
  (t) => [
    index("polygon_departments_department_idx").on(t.productionDepartmentId, t.finishAt),
    index("polygon_departments_polygon_idx").on(t.productionPolygonId),
  ],
);

export const polygonPackages = productionApi.table(
  "polygon_packages",
  {
    id: serial("id").primaryKey(),
    productionPolygonId: integer("production_polygon_id")
      .notNull()
      .references(() => polygons.id),
    productionPackageId: integer("production_package_id")
      .notNull()
      .references(() => packages.id),
    barcode: text("barcode").notNull(),
    packedAt: ts("packed_at"),
    amount: integer("amount").notNull().default(1),
    parentPolygonPackageId: integer("parent_polygon_package_id").references(
      (): AnyPgColumn => polygonPackages.id,
    ),
  },
  (t) => [
    index("polygon_packages_barcode_idx").on(t.barcode),
    index("polygon_packages_polygon_idx").on(t.productionPolygonId),
    index("polygon_packages_parent_idx").on(t.parentPolygonPackageId),
  ],
);

CREATE SCHEMA "app";
--> statement-breakpoint
CREATE SCHEMA "production_api";
--> statement-breakpoint
CREATE TABLE "app"."meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" integer,
	"username" text,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" integer NOT NULL,
	"upstream_status" integer,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"hub_employee_id" integer NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"department_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"badge_code" text,
	"pin_hash" text,
	"password_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_username_unique" UNIQUE("username"),
	CONSTRAINT "employees_hub_employee_id_unique" UNIQUE("hub_employee_id"),
	CONSTRAINT "employees_badge_code_unique" UNIQUE("badge_code")
);
--> statement-breakpoint
CREATE TABLE "app"."sign_in_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "production_api"."departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"delivery_time" integer NOT NULL,
	"default_production_package_id" integer,
	"employee_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "production_api"."meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_api"."packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"descriptions" jsonb NOT NULL,
	"package_kind" integer NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "production_api"."polygon_departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_polygon_id" integer NOT NULL,
	"production_department_id" integer NOT NULL,
	"production_package_id" integer,
	"start_at" timestamp with time zone,
	"finish_at" timestamp with time zone,
	"deliver_at" timestamp with time zone,
	"production_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_api"."polygon_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_polygon_id" integer NOT NULL,
	"production_project_material_id" integer NOT NULL,
	"polygon_project_material_id" integer NOT NULL,
	"has_defect" boolean DEFAULT false NOT NULL,
	"had_defect" boolean DEFAULT false NOT NULL,
	"is_matched" boolean DEFAULT false NOT NULL,
	"matched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "production_api"."polygon_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_polygon_id" integer NOT NULL,
	"production_package_id" integer NOT NULL,
	"barcode" text NOT NULL,
	"packed_at" timestamp with time zone,
	"amount" integer DEFAULT 1 NOT NULL,
	"parent_polygon_package_id" integer
);
--> statement-breakpoint
CREATE TABLE "production_api"."polygon_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_polygon_id" integer NOT NULL,
	"production_status_id" integer NOT NULL,
	"production_status_value" integer NOT NULL,
	"hub_employee_id" integer,
	"remarks" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_api"."polygons" (
	"id" serial PRIMARY KEY NOT NULL,
	"polygon_id" integer NOT NULL,
	"production_project_id" integer NOT NULL,
	"subnumber" integer DEFAULT 0 NOT NULL,
	"line_number" integer NOT NULL,
	"product" text NOT NULL,
	"production_package_id" integer,
	"finish_at" timestamp with time zone,
	"deliver_at" timestamp with time zone,
	"production_value" integer DEFAULT 0 NOT NULL,
	"current_status_value" integer,
	"current_status_assigned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "production_api"."project_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_project_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"material" text NOT NULL,
	"ean_code" text,
	"supplier" text,
	"supplier_code" text,
	"material_color" text,
	"sbn_id" integer,
	"sbn_key" text,
	"good_side" text,
	"commission" text,
	"product" text,
	"amount" double precision DEFAULT 0 NOT NULL,
	"date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "production_api"."projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"hub_application_id" integer NOT NULL,
	"project_number" text NOT NULL,
	"reference" text,
	"customer_name" text,
	"customer_debtor_code" text,
	"export_project" jsonb NOT NULL,
	"order_spec" jsonb NOT NULL,
	CONSTRAINT "projects_project_number_unique" UNIQUE("project_number")
);
--> statement-breakpoint
CREATE TABLE "production_api"."status_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "status_values_value_unique" UNIQUE("value")
);
--> statement-breakpoint
ALTER TABLE "production_api"."departments" ADD CONSTRAINT "departments_default_production_package_id_packages_id_fk" FOREIGN KEY ("default_production_package_id") REFERENCES "production_api"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_api"."polygon_departments" ADD CONSTRAINT "polygon_departments_production_polygon_id_polygons_id_fk" FOREIGN KEY ("production_polygon_id") REFERENCES "production_api"."polygons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_api"."polygon_departments" ADD CONSTRAINT "polygon_departments_production_department_id_departments_id_fk" FOREIGN KEY ("production_department_id") REFERENCES "production_api"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_api"."polygon_departments" ADD CONSTRAINT "polygon_departments_production_package_id_packages_id_fk" FOREIGN KEY ("production_package_id") REFERENCES "production_api"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_api"."polygon_materials" ADD CONSTRAINT "polygon_materials_production_polygon_id_polygons_id_fk" FOREIGN KEY ("production_polygon_id") REFERENCES "production_api"."polygons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_api"."polygon_materials" ADD CONSTRAINT "polygon_materials_production_project_material_id_project_materials_id_fk" FOREIGN KEY ("production_project_material_id") REFERENCES "production_api"."project_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_api"."polygon_packages" ADD CONSTRAINT "polygon_packages_production_polygon_id_polygons_id_fk" FOREIGN KEY ("production_polygon_id") REFERENCES "production_api"."polygons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_api"."polygon_packages" ADD CONSTRAINT "polygon_packages_production_package_id_packages_id_fk" FOREIGN KEY ("production_package_id") REFERENCES "production_api"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_api"."polygon_packages" ADD CONSTRAINT "polygon_packages_parent_polygon_package_id_polygon_packages_id_fk" FOREIGN KEY ("parent_polygon_package_id") REFERENCES "production_api"."polygon_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_api"."polygon_statuses" ADD CONSTRAINT "polygon_statuses_production_polygon_id_polygons_id_fk" FOREIGN KEY ("production_polygon_id") REFERENCES "production_api"."polygons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_api"."polygon_statuses" ADD CONSTRAINT "polygon_statuses_production_status_id_status_values_id_fk" FOREIGN KEY ("production_status_id") REFERENCES "production_api"."status_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_api"."polygons" ADD CONSTRAINT "polygons_production_project_id_projects_id_fk" FOREIGN KEY ("production_project_id") REFERENCES "production_api"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_api"."polygons" ADD CONSTRAINT "polygons_production_package_id_packages_id_fk" FOREIGN KEY ("production_package_id") REFERENCES "production_api"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_api"."project_materials" ADD CONSTRAINT "project_materials_production_project_id_projects_id_fk" FOREIGN KEY ("production_project_id") REFERENCES "production_api"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "app"."audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_employee_idx" ON "app"."audit_log" USING btree ("employee_id","at");--> statement-breakpoint
CREATE INDEX "polygon_departments_department_idx" ON "production_api"."polygon_departments" USING btree ("production_department_id","finish_at");--> statement-breakpoint
CREATE INDEX "polygon_departments_polygon_idx" ON "production_api"."polygon_departments" USING btree ("production_polygon_id");--> statement-breakpoint
CREATE INDEX "polygon_materials_polygon_idx" ON "production_api"."polygon_materials" USING btree ("production_polygon_id");--> statement-breakpoint
CREATE INDEX "polygon_materials_project_material_idx" ON "production_api"."polygon_materials" USING btree ("production_project_material_id");--> statement-breakpoint
CREATE INDEX "polygon_materials_unmatched_idx" ON "production_api"."polygon_materials" USING btree ("production_polygon_id") WHERE "production_api"."polygon_materials"."is_matched" = false;--> statement-breakpoint
CREATE INDEX "polygon_packages_barcode_idx" ON "production_api"."polygon_packages" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "polygon_packages_polygon_idx" ON "production_api"."polygon_packages" USING btree ("production_polygon_id");--> statement-breakpoint
CREATE INDEX "polygon_packages_parent_idx" ON "production_api"."polygon_packages" USING btree ("parent_polygon_package_id");--> statement-breakpoint
CREATE INDEX "polygon_statuses_polygon_idx" ON "production_api"."polygon_statuses" USING btree ("production_polygon_id","assigned_at","id");--> statement-breakpoint
CREATE INDEX "polygons_project_idx" ON "production_api"."polygons" USING btree ("production_project_id","line_number");--> statement-breakpoint
CREATE INDEX "polygons_polygon_id_idx" ON "production_api"."polygons" USING btree ("polygon_id");--> statement-breakpoint
CREATE INDEX "polygons_current_status_idx" ON "production_api"."polygons" USING btree ("current_status_value","current_status_assigned_at");--> statement-breakpoint
CREATE INDEX "project_materials_project_idx" ON "production_api"."project_materials" USING btree ("production_project_id");--> statement-breakpoint
CREATE INDEX "project_materials_ean_idx" ON "production_api"."project_materials" USING btree ("ean_code");--> statement-breakpoint
CREATE INDEX "project_materials_date_idx" ON "production_api"."project_materials" USING btree ("date","id");
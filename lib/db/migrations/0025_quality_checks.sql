-- Quality checks at the line (lib/quality, docs/quality.md): checklists per
-- department and product type, their checks, the results of a line's checks
-- with their photos. Hand-written as 0008-0024 are (drizzle-kit's snapshots stop at 0007).
CREATE TABLE "app"."quality_checklists" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_department_id" integer NOT NULL,
	"product_type" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quality_checklists_scope_idx" ON "app"."quality_checklists" USING btree ("production_department_id",coalesce(lower("product_type"), ''));
--> statement-breakpoint
CREATE TABLE "app"."quality_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"checklist_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"label_en" text NOT NULL,
	"label_nl" text NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"measure" text,
	"tolerance_mm" integer
);
--> statement-breakpoint
ALTER TABLE "app"."quality_checks" ADD CONSTRAINT "quality_checks_checklist_id_quality_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "app"."quality_checklists"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "quality_checks_checklist_idx" ON "app"."quality_checks" USING btree ("checklist_id","position");
--> statement-breakpoint
CREATE TABLE "app"."quality_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_polygon_id" integer NOT NULL,
	"production_department_id" integer NOT NULL,
	"kind" text NOT NULL,
	"is_passed" boolean NOT NULL,
	"checklist_id" integer,
	"product_type" text,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" jsonb,
	"reason_remark" text,
	"destination" jsonb,
	"employee_id" integer,
	"employee_name" text NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "quality_results_line_idx" ON "app"."quality_results" USING btree ("production_polygon_id","production_department_id","id");
--> statement-breakpoint
CREATE INDEX "quality_results_made_at_idx" ON "app"."quality_results" USING btree ("made_at");
--> statement-breakpoint
CREATE TABLE "app"."quality_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_id" integer NOT NULL,
	"check_id" integer NOT NULL,
	"photo_base64" text NOT NULL,
	"photo_type" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."quality_photos" ADD CONSTRAINT "quality_photos_result_id_quality_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "app"."quality_results"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "quality_photos_result_idx" ON "app"."quality_photos" USING btree ("result_id");

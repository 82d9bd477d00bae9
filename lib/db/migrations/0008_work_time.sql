CREATE TABLE "app"."work_time_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"employee_name" text NOT NULL,
	"production_polygon_id" integer NOT NULL,
	"production_department_id" integer NOT NULL,
	"department_name" text NOT NULL,
	"production_project_id" integer NOT NULL,
	"product" text,
	"planned_minutes" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"corrected_by" text,
	"corrected_at" timestamp with time zone,
	"recorded_started_at" timestamp with time zone,
	"recorded_ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "work_time_open_idx" ON "app"."work_time_entries" USING btree ("employee_id") WHERE "app"."work_time_entries"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "work_time_job_idx" ON "app"."work_time_entries" USING btree ("production_polygon_id","production_department_id");--> statement-breakpoint
CREATE INDEX "work_time_started_idx" ON "app"."work_time_entries" USING btree ("started_at");

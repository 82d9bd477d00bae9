ALTER TABLE "app"."department_workflows" ADD COLUMN "operator_may_release" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."polygon_problems" ADD COLUMN "status_before_hold" integer;--> statement-breakpoint
ALTER TABLE "app"."polygon_problems" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."polygon_problems" ADD COLUMN "released_by_name" text;--> statement-breakpoint
ALTER TABLE "app"."polygon_problems" ADD COLUMN "release_remark" text;--> statement-breakpoint
CREATE TABLE "app"."station_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"production_department_id" integer NOT NULL,
	"production_polygon_id" integer NOT NULL,
	"polygon_department_id" integer NOT NULL,
	"step" text NOT NULL,
	"status_value" integer NOT NULL,
	"previous_status_value" integer,
	"previous_start_at" text,
	"previous_finish_at" text,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "station_moves_employee_idx" ON "app"."station_moves" USING btree ("employee_id","production_department_id","id");

CREATE TABLE "app"."pack_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"employee_id" integer NOT NULL,
	"employee_name" text NOT NULL,
	"action" text NOT NULL,
	"polygon_package_id" integer,
	"production_polygon_id" integer NOT NULL,
	"packed_at" timestamp with time zone,
	"parent_polygon_package_id" integer,
	"status_value" integer,
	"previous_packed_at" timestamp with time zone,
	"previous_parent_polygon_package_id" integer,
	"previous_status_value" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by_employee_id" integer,
	"undone_by_name" text
);
--> statement-breakpoint
CREATE INDEX "pack_events_employee_idx" ON "app"."pack_events" USING btree ("employee_id","id");--> statement-breakpoint
CREATE INDEX "pack_events_package_idx" ON "app"."pack_events" USING btree ("polygon_package_id","id");
CREATE TABLE "app"."department_workflows" (
	"department_code" text PRIMARY KEY NOT NULL,
	"waiting_values" integer[] NOT NULL,
	"started_value" integer,
	"done_value" integer NOT NULL,
	"on_hold_value" integer DEFAULT 900 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."polygon_problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_polygon_id" integer NOT NULL,
	"production_department_id" integer NOT NULL,
	"remark" text NOT NULL,
	"photo_base64" text,
	"photo_type" text,
	"reported_by" integer,
	"reported_by_name" text NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."status_values" (
	"value" integer PRIMARY KEY NOT NULL,
	"label_en" text NOT NULL,
	"label_nl" text NOT NULL,
	"colour" text NOT NULL,
	"overdue_after_hours" integer
);
--> statement-breakpoint
CREATE INDEX "polygon_problems_polygon_idx" ON "app"."polygon_problems" USING btree ("production_polygon_id","reported_at");
-- The planner's own data (docs/planning.md): an admin's override of a learned
-- standard time, and a supervisor's hours added to or taken from a department's day.
CREATE TABLE "app"."planning_standard_overrides" (
	"production_department_id" integer NOT NULL,
	"product" text NOT NULL,
	"minutes" double precision NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planning_standard_overrides_pk" PRIMARY KEY("production_department_id","product")
);
--> statement-breakpoint
CREATE TABLE "app"."planning_capacity_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_department_id" integer NOT NULL,
	"day" text NOT NULL,
	"minutes" integer NOT NULL,
	"reason" text,
	"made_by" text NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "planning_capacity_adjustments_day_idx" ON "app"."planning_capacity_adjustments" ("production_department_id","day");

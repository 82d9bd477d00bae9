CREATE TABLE "app"."reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"label_en" text NOT NULL,
	"label_nl" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reasons_kind_code_idx" ON "app"."reasons" USING btree ("kind","code");--> statement-breakpoint
CREATE TABLE "app"."reason_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason_id" integer NOT NULL,
	"kind" text NOT NULL,
	"production_polygon_id" integer NOT NULL,
	"place" text NOT NULL,
	"production_department_id" integer,
	"entry_id" integer,
	"redo_department_id" integer,
	"remark" text,
	"employee_id" integer,
	"employee_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."reason_events" ADD CONSTRAINT "reason_events_reason_id_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "app"."reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reason_events_at_idx" ON "app"."reason_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "reason_events_reason_idx" ON "app"."reason_events" USING btree ("reason_id","at");--> statement-breakpoint
CREATE INDEX "reason_events_entry_idx" ON "app"."reason_events" USING btree ("entry_id","at");

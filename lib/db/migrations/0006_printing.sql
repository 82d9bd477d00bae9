CREATE TABLE "app"."print_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"printer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" text NOT NULL,
	"label_count" integer NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"request_ref" text,
	"reprint_of" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app"."printers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source" text DEFAULT 'admin' NOT NULL,
	"host" text NOT NULL,
	"port" integer DEFAULT 9100 NOT NULL,
	"language" text DEFAULT 'zpl' NOT NULL,
	"dots_per_mm" integer DEFAULT 8 NOT NULL,
	"label_width_mm" integer DEFAULT 100 NOT NULL,
	"label_height_mm" integer DEFAULT 50 NOT NULL,
	"department_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"device_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" jsonb,
	"status_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "app"."print_jobs" ADD CONSTRAINT "print_jobs_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "app"."printers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_jobs_printer_idx" ON "app"."print_jobs" USING btree ("printer_id","id");--> statement-breakpoint
CREATE INDEX "print_jobs_due_idx" ON "app"."print_jobs" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_request_ref_idx" ON "app"."print_jobs" USING btree ("created_by","request_ref");
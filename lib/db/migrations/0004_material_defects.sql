CREATE TABLE "app"."material_defects" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"remark" text NOT NULL,
	"photo_base64" text,
	"photo_type" text,
	"reported_by" integer,
	"reported_by_name" text NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "material_defects_entry_idx" ON "app"."material_defects" USING btree ("entry_id","reported_at");
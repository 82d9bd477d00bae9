CREATE TABLE "app"."material_lots" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"production_polygon_id" integer NOT NULL,
	"polygon_id" integer NOT NULL,
	"production_project_id" integer NOT NULL,
	"ean_code" text NOT NULL,
	"gtin" text NOT NULL,
	"lot" text,
	"expiry" date,
	"count" integer,
	"length_m" double precision,
	"recorded_by" integer,
	"recorded_by_name" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."material_defects" ADD COLUMN "lot" text;--> statement-breakpoint
CREATE INDEX "material_lots_project_idx" ON "app"."material_lots" USING btree ("production_project_id");--> statement-breakpoint
CREATE INDEX "material_lots_polygon_idx" ON "app"."material_lots" USING btree ("production_polygon_id");
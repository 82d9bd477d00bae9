-- Fabric rolls and offcuts in stock (docs/rolls.md): a roll registered from its
-- supplier's GS1 label, an offcut cut from a roll; roll_events keeps what
-- happened to each (registered, cut, offcut, waste). `code` is the app's own
-- code on an offcut's Code 128 label, made from the id so it is never reused.
CREATE TABLE "app"."roll_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"roll_id" integer NOT NULL,
	"kind" text NOT NULL,
	"length_mm" integer DEFAULT 0 NOT NULL,
	"length_left_mm" integer NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" integer,
	"employee_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."rolls" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text GENERATED ALWAYS AS ('ROL-' || lpad("id"::text, 6, '0')) STORED NOT NULL,
	"material_code" text NOT NULL,
	"gtin" text NOT NULL,
	"material_name" text,
	"lot" text,
	"width_mm" integer NOT NULL,
	"length_mm" integer NOT NULL,
	"length_left_mm" integer NOT NULL,
	"place" text,
	"is_offcut" boolean DEFAULT false NOT NULL,
	"parent_roll_id" integer,
	"status" text DEFAULT 'in-stock' NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registered_by" integer,
	"registered_by_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."roll_events" ADD CONSTRAINT "roll_events_roll_id_rolls_id_fk" FOREIGN KEY ("roll_id") REFERENCES "app"."rolls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roll_events_roll_idx" ON "app"."roll_events" USING btree ("roll_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rolls_code_idx" ON "app"."rolls" USING btree ("code");--> statement-breakpoint
CREATE INDEX "rolls_material_idx" ON "app"."rolls" USING btree ("material_code","status");--> statement-breakpoint
CREATE INDEX "rolls_parent_idx" ON "app"."rolls" USING btree ("parent_roll_id");

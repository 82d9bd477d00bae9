CREATE TABLE "app"."board_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"issued_by" integer NOT NULL,
	"issued_by_name" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "board_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "app"."board_targets" (
	"department_id" integer PRIMARY KEY NOT NULL,
	"daily_target" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE "app"."idempotency_keys" ADD COLUMN "holder" text;--> statement-breakpoint
ALTER TABLE "app"."idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "app"."shared_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"origin" text NOT NULL,
	"change" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

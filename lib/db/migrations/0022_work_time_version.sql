-- A version of the work time entries, raised by every statement that writes
-- them (a Start, a Done, a supervisor's correction), on any app server: the
-- plan's learned standard times are read again only when it moved. At 100,000
-- polygons that read is 120 ms of the server's one thread, and every replan
-- made it (lib/planning/queries.ts). Statement-level triggers, as 0021's.
CREATE TABLE "app"."work_time_version" (
	"id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "app"."work_time_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "app"."bump_work_time_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "app"."work_time_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "work_time_entries_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app"."work_time_entries" FOR EACH STATEMENT EXECUTE FUNCTION "app"."bump_work_time_version"();
--> statement-breakpoint
ALTER TABLE "app"."work_time_entries" ENABLE ALWAYS TRIGGER "work_time_entries_version";

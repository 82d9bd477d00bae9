-- A counter of changes to the tables the matching list reads (projects, their
-- materials, polygons and the polygons' material entries). Statement-level
-- triggers raise it inside the writing transaction, whoever writes (the
-- embedded API, the demo loader, a test fixture), so a matching page or count
-- kept under one value is still right while the value is unchanged.
-- ENABLE ALWAYS: the demo loader runs with session_replication_role = replica.
CREATE TABLE "production_api"."data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "production_api"."data_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "production_api"."bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "production_api"."data_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "production_api"."projects" FOR EACH STATEMENT EXECUTE FUNCTION "production_api"."bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "project_materials_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "production_api"."project_materials" FOR EACH STATEMENT EXECUTE FUNCTION "production_api"."bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "polygons_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "production_api"."polygons" FOR EACH STATEMENT EXECUTE FUNCTION "production_api"."bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "polygon_materials_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "production_api"."polygon_materials" FOR EACH STATEMENT EXECUTE FUNCTION "production_api"."bump_data_version"();
--> statement-breakpoint
ALTER TABLE "production_api"."projects" ENABLE ALWAYS TRIGGER "projects_data_version";
--> statement-breakpoint
ALTER TABLE "production_api"."project_materials" ENABLE ALWAYS TRIGGER "project_materials_data_version";
--> statement-breakpoint
ALTER TABLE "production_api"."polygons" ENABLE ALWAYS TRIGGER "polygons_data_version";
--> statement-breakpoint
ALTER TABLE "production_api"."polygon_materials" ENABLE ALWAYS TRIGGER "polygon_materials_data_version";

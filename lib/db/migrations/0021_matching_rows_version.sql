-- A second version for the matching list: raised only by writes to what a
-- row shows that matching does not change (projects, project materials, the
-- polygons a material is used by, and which entries link them), not by the
-- entries' flags (isMatched, hasDefect, hadDefect, matchedAt). The built rows
-- of matching/browse are kept under it, so matching a material every few
-- seconds leaves them (docs/embedded-api.md). Statement-level triggers, as
-- data_version's (0001, 0015): whoever writes, on any app server.
CREATE TABLE "production_api"."matching_rows_version" (
	"id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "production_api"."matching_rows_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "production_api"."bump_matching_rows_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "production_api"."matching_rows_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_matching_rows_version" AFTER INSERT OR DELETE OR TRUNCATE ON "production_api"."projects" FOR EACH STATEMENT EXECUTE FUNCTION "production_api"."bump_matching_rows_version"();
--> statement-breakpoint
CREATE TRIGGER "projects_matching_rows_version_shown" AFTER UPDATE OF "id", "project_number", "reference", "customer_name", "customer_debtor_code" ON "production_api"."projects" FOR EACH STATEMENT EXECUTE FUNCTION "production_api"."bump_matching_rows_version"();
--> statement-breakpoint
CREATE TRIGGER "project_materials_matching_rows_version" AFTER INSERT OR DELETE OR TRUNCATE ON "production_api"."project_materials" FOR EACH STATEMENT EXECUTE FUNCTION "production_api"."bump_matching_rows_version"();
--> statement-breakpoint
CREATE TRIGGER "project_materials_matching_rows_version_shown" AFTER UPDATE OF "id", "production_project_id", "material", "ean_code", "supplier", "material_color", "sbn_id", "sbn_key", "good_side", "commission", "product", "amount", "date" ON "production_api"."project_materials" FOR EACH STATEMENT EXECUTE FUNCTION "production_api"."bump_matching_rows_version"();
--> statement-breakpoint
CREATE TRIGGER "polygons_matching_rows_version" AFTER INSERT OR DELETE OR TRUNCATE ON "production_api"."polygons" FOR EACH STATEMENT EXECUTE FUNCTION "production_api"."bump_matching_rows_version"();
--> statement-breakpoint
CREATE TRIGGER "polygons_matching_rows_version_shown" AFTER UPDATE OF "id", "polygon_id", "production_project_id", "subnumber" ON "production_api"."polygons" FOR EACH STATEMENT EXECUTE FUNCTION "production_api"."bump_matching_rows_version"();
--> statement-breakpoint
CREATE TRIGGER "polygon_materials_matching_rows_version" AFTER INSERT OR DELETE OR TRUNCATE ON "production_api"."polygon_materials" FOR EACH STATEMENT EXECUTE FUNCTION "production_api"."bump_matching_rows_version"();
--> statement-breakpoint
CREATE TRIGGER "polygon_materials_matching_rows_version_shown" AFTER UPDATE OF "id", "production_polygon_id", "production_project_material_id" ON "production_api"."polygon_materials" FOR EACH STATEMENT EXECUTE FUNCTION "production_api"."bump_matching_rows_version"();
--> statement-breakpoint
ALTER TABLE "production_api"."projects" ENABLE ALWAYS TRIGGER "projects_matching_rows_version";
--> statement-breakpoint
ALTER TABLE "production_api"."projects" ENABLE ALWAYS TRIGGER "projects_matching_rows_version_shown";
--> statement-breakpoint
ALTER TABLE "production_api"."project_materials" ENABLE ALWAYS TRIGGER "project_materials_matching_rows_version";
--> statement-breakpoint
ALTER TABLE "production_api"."project_materials" ENABLE ALWAYS TRIGGER "project_materials_matching_rows_version_shown";
--> statement-breakpoint
ALTER TABLE "production_api"."polygons" ENABLE ALWAYS TRIGGER "polygons_matching_rows_version";
--> statement-breakpoint
ALTER TABLE "production_api"."polygons" ENABLE ALWAYS TRIGGER "polygons_matching_rows_version_shown";
--> statement-breakpoint
ALTER TABLE "production_api"."polygon_materials" ENABLE ALWAYS TRIGGER "polygon_materials_matching_rows_version";
--> statement-breakpoint
ALTER TABLE "production_api"."polygon_materials" ENABLE ALWAYS TRIGGER "polygon_materials_matching_rows_version_shown";

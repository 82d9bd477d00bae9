-- A status move (status/setstatusfor…) updates only the polygon's denormalised
-- current status, which the matching list does not show: the polygons' trigger
-- now raises the matching list's data version only for an update of a column
-- it shows (and for inserts, deletes and truncates, as before). A status move
-- no longer writes the one data_version row (the bench's writes queued on it,
-- and PGlite, without autovacuum, kept every dead copy of it), and the matching
-- list's kept pages and counts outlive the floor's status moves.
DROP TRIGGER "polygons_data_version" ON "production_api"."polygons";
--> statement-breakpoint
CREATE TRIGGER "polygons_data_version" AFTER INSERT OR DELETE OR TRUNCATE ON "production_api"."polygons" FOR EACH STATEMENT EXECUTE FUNCTION "production_api"."bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "polygons_data_version_shown" AFTER UPDATE OF "id", "polygon_id", "production_project_id", "subnumber" ON "production_api"."polygons" FOR EACH STATEMENT EXECUTE FUNCTION "production_api"."bump_data_version"();
--> statement-breakpoint
ALTER TABLE "production_api"."polygons" ENABLE ALWAYS TRIGGER "polygons_data_version";
--> statement-breakpoint
ALTER TABLE "production_api"."polygons" ENABLE ALWAYS TRIGGER "polygons_data_version_shown";

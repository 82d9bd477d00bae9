-- Package type and department codes are unique among the active ones, whatever
-- their case ("BOX-S" and "box-s" are one code); a deleted one (soft delete)
-- frees its code. The embedded API checks first for a clear 409; these indexes
-- keep two writes at once from both getting through.
CREATE UNIQUE INDEX "packages_code_lower_idx" ON "production_api"."packages" (lower("code")) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "departments_code_lower_idx" ON "production_api"."departments" (lower("code")) WHERE "deleted_at" IS NULL;

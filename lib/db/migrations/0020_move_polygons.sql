-- status/setstatusforpolygons, the floor's commonest write, as one function
-- the embedded API calls in one prepared statement outside a transaction (see
-- docs/embedded-api.md, Writes): it answers the ids that do not exist and then
-- writes nothing; else it appends one history entry per polygon (making the
-- value on its first use) and keeps the denormalised current status, as
-- appendStatus does. On PGlite this costs a third of BEGIN, two drizzle
-- statements and COMMIT, or of the same work as one statement of CTEs.
CREATE OR REPLACE FUNCTION "production_api"."move_polygons"(
	ids integer[], status_value integer, employee integer, move_remarks text, moved_at timestamptz
) RETURNS integer[] LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	wanted integer[] := array(
		SELECT w FROM unnest(ids) WITH ORDINALITY AS u(w, n) GROUP BY w ORDER BY min(n));
	missing integer[];
	value_id integer;
BEGIN
	missing := array(
		SELECT w FROM unnest(wanted) AS w
		WHERE NOT EXISTS (SELECT 1 FROM "production_api"."polygons" AS p WHERE p.id = w)
		ORDER BY w);
	IF cardinality(missing) > 0 OR cardinality(wanted) = 0 THEN
		RETURN missing;
	END IF;
	SELECT v.id INTO value_id FROM "production_api"."status_values" AS v WHERE v.value = status_value;
	IF value_id IS NULL THEN
		INSERT INTO "production_api"."status_values" (value) VALUES (status_value)
			ON CONFLICT (value) DO UPDATE SET value = excluded.value
			RETURNING id INTO value_id;
	END IF;
	INSERT INTO "production_api"."polygon_statuses"
		(production_polygon_id, production_status_id, production_status_value, hub_employee_id, remarks, assigned_at)
		SELECT w, value_id, status_value, employee, move_remarks, moved_at FROM unnest(wanted) AS w;
	-- The new entry has the highest id, so it is current unless an entry is dated after it.
	UPDATE "production_api"."polygons"
		SET current_status_value = status_value, current_status_assigned_at = moved_at
		WHERE id = ANY(wanted)
			AND (current_status_assigned_at IS NULL OR current_status_assigned_at <= moved_at);
	RETURN missing;
END
$$;

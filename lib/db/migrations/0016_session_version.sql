-- Sessions follow the employee row (docs/security.md, "Sessions"): each session
-- carries the row's session_version from its sign-in, and a session whose
-- version is no longer the row's is refused. A sign-out raises it (in code);
-- so does every change of what a session relies on, also when it is made
-- straight in the database: the trigger below.
ALTER TABLE "app"."employees" ADD COLUMN "session_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "app"."end_employee_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_active IS DISTINCT FROM OLD.is_active
    OR NEW.roles IS DISTINCT FROM OLD.roles
    OR NEW.department_ids IS DISTINCT FROM OLD.department_ids
    OR NEW.pin_hash IS DISTINCT FROM OLD.pin_hash
    OR NEW.password_hash IS DISTINCT FROM OLD.password_hash
    OR NEW.badge_code IS DISTINCT FROM OLD.badge_code THEN
    NEW.session_version := OLD.session_version + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "employees_end_sessions" BEFORE UPDATE ON "app"."employees"
  FOR EACH ROW EXECUTE FUNCTION "app"."end_employee_sessions"();

-- Operator audit guards (hand-written; drizzle-kit does not generate triggers). Appended to the migration that creates
-- operator_audit; source: apps/server/src/db/custom/operator-audit-guards.sql. Decision 082: entries are append-only.
CREATE FUNCTION operator_audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER operator_audit_append_only BEFORE UPDATE OR DELETE ON operator_audit FOR EACH ROW EXECUTE FUNCTION operator_audit_refuse_change();
--> statement-breakpoint
CREATE TRIGGER operator_audit_no_truncate BEFORE TRUNCATE ON operator_audit FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_refuse_change();

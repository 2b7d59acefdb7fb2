CREATE TABLE "operator_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"operator_id" uuid NOT NULL,
	"operator_name" text NOT NULL,
	"ip" text NOT NULL,
	"request_id" text NOT NULL,
	"operation" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text,
	"changes" jsonb,
	"request" jsonb,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "lane_id" uuid;--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "opening_hours" text DEFAULT '00:00-24:00' NOT NULL;--> statement-breakpoint
CREATE INDEX "operator_audit_dealer_id" ON "operator_audit" USING btree ("dealer_id","id");--> statement-breakpoint
CREATE INDEX "operator_audit_object" ON "operator_audit" USING btree ("dealer_id","object_type","object_id");--> statement-breakpoint
CREATE INDEX "operator_audit_operator" ON "operator_audit" USING btree ("dealer_id","operator_id","id");--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_lane_id_lanes_id_fk" FOREIGN KEY ("lane_id") REFERENCES "public"."lanes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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

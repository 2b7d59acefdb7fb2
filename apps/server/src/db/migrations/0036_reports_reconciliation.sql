CREATE TABLE "reconciliation_closed_days" (
	"dealer_id" text NOT NULL,
	"day" date NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" uuid,
	CONSTRAINT "reconciliation_closed_days_dealer_id_day_pk" PRIMARY KEY("dealer_id","day")
);
--> statement-breakpoint
CREATE TABLE "reconciliation_differences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text,
	"provider" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"order_no" text NOT NULL,
	"refund_no" text,
	"provider_fen" bigint,
	"our_fen" bigint,
	"detail" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_differences_key" UNIQUE NULLS NOT DISTINCT("provider","day","kind","order_no","refund_no"),
	CONSTRAINT "reconciliation_differences_state" CHECK ("reconciliation_differences"."state" in ('open', 'resolved')),
	CONSTRAINT "reconciliation_differences_resolution" CHECK (("reconciliation_differences"."state" = 'resolved') = ("reconciliation_differences"."resolution" is not null) and ("reconciliation_differences"."resolution" is null or "reconciliation_differences"."resolution" in ('chase', 'refund', 'accept')))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"provider" text NOT NULL,
	"day" date NOT NULL,
	"bill_lines" integer NOT NULL,
	"bill_paid_fen" bigint NOT NULL,
	"bill_refunded_fen" bigint NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reconciliation_runs_provider_day_pk" PRIMARY KEY("provider","day")
);
--> statement-breakpoint
CREATE TABLE "report_dirty_days" (
	"dealer_id" text NOT NULL,
	"day" date NOT NULL,
	"version" bigserial NOT NULL,
	CONSTRAINT "report_dirty_days_dealer_id_day_pk" PRIMARY KEY("dealer_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_revenue_days" (
	"dealer_id" text NOT NULL,
	"day" date NOT NULL,
	"park_id" uuid,
	"channel" smallint NOT NULL,
	"kind" text NOT NULL,
	"transfers" integer NOT NULL,
	"revenue_fen" bigint NOT NULL,
	"top_up_fen" bigint NOT NULL,
	"refunded_fen" bigint NOT NULL,
	"arrears_fen" bigint NOT NULL,
	CONSTRAINT "report_revenue_days_key" UNIQUE NULLS NOT DISTINCT("dealer_id","day","park_id","channel","kind")
);
--> statement-breakpoint
ALTER TABLE "reconciliation_closed_days" ADD CONSTRAINT "reconciliation_closed_days_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_closed_days" ADD CONSTRAINT "reconciliation_closed_days_closed_by_operators_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_resolved_by_operators_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_revenue_days" ADD CONSTRAINT "report_revenue_days_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_differences_day" ON "reconciliation_differences" USING btree ("dealer_id","day");--> statement-breakpoint
CREATE INDEX "report_revenue_days_day" ON "report_revenue_days" USING btree ("dealer_id","day");--> statement-breakpoint
-- Report rollup marks (hand-written; decision 093). Every ledger transfer marks its dealer's Shanghai day stale, with a
-- new version, so the revenue rollup of that day is rebuilt before it is read. Works on PostgreSQL 15+ and PGlite.
CREATE FUNCTION report_mark_dirty_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_dirty_days (dealer_id, day)
  VALUES (NEW.dealer_id, ((NEW.occurred_at AT TIME ZONE 'UTC') + interval '8 hours')::date)
  ON CONFLICT (dealer_id, day) DO UPDATE SET version = nextval(pg_get_serial_sequence('report_dirty_days', 'version'));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_mark_report_day AFTER INSERT ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION report_mark_dirty_day();
--> statement-breakpoint
-- The days of the transfers made before this migration are stale from the start.
INSERT INTO report_dirty_days (dealer_id, day)
SELECT DISTINCT dealer_id, ((occurred_at AT TIME ZONE 'UTC') + interval '8 hours')::date FROM ledger_transfers
ON CONFLICT DO NOTHING;

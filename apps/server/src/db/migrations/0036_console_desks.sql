CREATE TABLE "dealer_money_settings" (
	"dealer_id" text PRIMARY KEY NOT NULL,
	"refund_approval_fen" bigint DEFAULT 10000 NOT NULL,
	"withdrawal_review_fen" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"state" text NOT NULL,
	"above_threshold" boolean NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_by_name" text NOT NULL,
	"decided_by" uuid,
	"decided_by_name" text,
	"decision_note" text,
	"refund_no" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_requests_refund_no" UNIQUE("refund_no"),
	CONSTRAINT "refund_requests_state" CHECK ("refund_requests"."state" in ('requested', 'refunded', 'refused')),
	CONSTRAINT "refund_requests_amount" CHECK ("refund_requests"."amount_fen" > 0),
	CONSTRAINT "refund_requests_four_eyes" CHECK ("refund_requests"."decided_by" is null or "refund_requests"."above_threshold" = false or "refund_requests"."decided_by" <> "refund_requests"."requested_by")
);
--> statement-breakpoint
CREATE TABLE "support_canned_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_sla_policies" (
	"dealer_id" text NOT NULL,
	"kind" text NOT NULL,
	"first_answer_minutes" integer NOT NULL,
	"resolve_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_sla_policies_kind" CHECK ("support_sla_policies"."kind" in ('consultation', 'feedback', 'appeal')),
	CONSTRAINT "support_sla_policies_minutes" CHECK ("support_sla_policies"."first_answer_minutes" > 0 and ("support_sla_policies"."resolve_minutes" is null or "support_sla_policies"."resolve_minutes" >= "support_sla_policies"."first_answer_minutes"))
);
--> statement-breakpoint
CREATE TABLE "coupon_settings" (
	"dealer_id" text PRIMARY KEY NOT NULL,
	"qr_max_minutes" integer NOT NULL,
	"qr_max_claims" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_settings_minutes" CHECK ("coupon_settings"."qr_max_minutes" between 5 and 60),
	CONSTRAINT "coupon_settings_claims" CHECK ("coupon_settings"."qr_max_claims" between 1 and 500)
);
--> statement-breakpoint
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
CREATE TABLE "arrears_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"phone" text NOT NULL,
	"plate_no" text NOT NULL,
	"plate_color" smallint DEFAULT 0 NOT NULL,
	"day" text NOT NULL,
	"owed_fen" bigint NOT NULL,
	"operator_id" uuid,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arrears_write_offs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"park_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	CONSTRAINT "arrears_write_offs_state" CHECK ("arrears_write_offs"."state" in ('pending', 'approved', 'refused')),
	CONSTRAINT "arrears_write_offs_amount" CHECK ("arrears_write_offs"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "stay_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"park_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"operator_id" uuid,
	"operator_name" text NOT NULL,
	"fee_before_fen" bigint,
	"fee_after_fen" bigint,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_corrections_kind" CHECK ("stay_corrections"."kind" in ('entry', 'exit', 'plate', 'waive', 'adjust', 'free', 'writeOff'))
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_state";--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_reason";--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "review_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "reviewed_by_name" text;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "dealer_money_settings" ADD CONSTRAINT "dealer_money_settings_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_canned_replies" ADD CONSTRAINT "support_canned_replies_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_sla_policies" ADD CONSTRAINT "support_sla_policies_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_settings" ADD CONSTRAINT "coupon_settings_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_closed_days" ADD CONSTRAINT "reconciliation_closed_days_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_closed_days" ADD CONSTRAINT "reconciliation_closed_days_closed_by_operators_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_resolved_by_operators_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_revenue_days" ADD CONSTRAINT "report_revenue_days_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrears_reminders" ADD CONSTRAINT "arrears_reminders_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrears_reminders" ADD CONSTRAINT "arrears_reminders_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrears_write_offs" ADD CONSTRAINT "arrears_write_offs_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrears_write_offs" ADD CONSTRAINT "arrears_write_offs_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrears_write_offs" ADD CONSTRAINT "arrears_write_offs_session_id_parking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."parking_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrears_write_offs" ADD CONSTRAINT "arrears_write_offs_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrears_write_offs" ADD CONSTRAINT "arrears_write_offs_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_corrections" ADD CONSTRAINT "stay_corrections_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_corrections" ADD CONSTRAINT "stay_corrections_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_corrections" ADD CONSTRAINT "stay_corrections_session_id_parking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."parking_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_corrections" ADD CONSTRAINT "stay_corrections_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_requests_dealer_state" ON "refund_requests" USING btree ("dealer_id","state","created_at");--> statement-breakpoint
CREATE INDEX "refund_requests_order" ON "refund_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "support_canned_replies_dealer" ON "support_canned_replies" USING btree ("dealer_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "support_sla_policies_dealer_kind" ON "support_sla_policies" USING btree ("dealer_id","kind");--> statement-breakpoint
CREATE INDEX "reconciliation_differences_day" ON "reconciliation_differences" USING btree ("dealer_id","day");--> statement-breakpoint
CREATE INDEX "report_revenue_days_day" ON "report_revenue_days" USING btree ("dealer_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "arrears_reminders_once_a_day" ON "arrears_reminders" USING btree ("dealer_id","phone","day");--> statement-breakpoint
CREATE UNIQUE INDEX "arrears_write_offs_one_pending" ON "arrears_write_offs" USING btree ("session_id") WHERE "arrears_write_offs"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "arrears_write_offs_dealer" ON "arrears_write_offs" USING btree ("dealer_id","state","requested_at");--> statement-breakpoint
CREATE INDEX "stay_corrections_session" ON "stay_corrections" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "parking_sessions_dealer_entered" ON "parking_sessions" USING btree ("dealer_id","entered_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_sessions_park_entered" ON "parking_sessions" USING btree ("park_id","entered_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_sessions_arrears" ON "parking_sessions" USING btree ("dealer_id","arrears_at") WHERE "parking_sessions"."state" = 'arrears';--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_waiting" ON "wallet_withdrawals" USING btree ("dealer_id","created_at") WHERE "wallet_withdrawals"."review_state" = 'waiting';--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_state" CHECK ("payment_refunds"."state" in ('held', 'pending', 'processing', 'succeeded', 'failed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_reason" CHECK ("payment_refunds"."reason" in ('duplicate', 'withdrawal', 'walletCap', 'appeal', 'undeliverable', 'purchase', 'operator'));--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_review" CHECK ("wallet_withdrawals"."review_state" in ('none', 'waiting', 'approved', 'refused'));--> statement-breakpoint
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

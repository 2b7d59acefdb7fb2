CREATE TABLE "auto_pay_plates" (
	"plate_id" uuid PRIMARY KEY NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"enabled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_contracts" (
	"contract_code" text PRIMARY KEY NOT NULL,
	"contract_id" text NOT NULL,
	"pay_channel" smallint NOT NULL,
	"display_name" text NOT NULL,
	"state" text NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text,
	"single_limit_fen" bigint NOT NULL,
	"sign_before" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"terminated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_contracts_contract_id" UNIQUE("contract_id"),
	CONSTRAINT "sandbox_contracts_state" CHECK ("sandbox_contracts"."state" in ('SIGNING', 'ACTIVE', 'TERMINATED'))
);
--> statement-breakpoint
CREATE TABLE "wallet_withdrawal_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"withdrawal_id" uuid NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_no" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"retries" integer DEFAULT 0 NOT NULL,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_withdrawal_parts_refund_no" UNIQUE("refund_no"),
	CONSTRAINT "wallet_withdrawal_parts_amount" CHECK ("wallet_withdrawal_parts"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"amount_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_withdrawals_amount" CHECK ("wallet_withdrawals"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "withholding_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"pay_channel" smallint NOT NULL,
	"provider" text NOT NULL,
	"contract_code" text NOT NULL,
	"provider_contract_id" text,
	"state" text NOT NULL,
	"signed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"sign_before" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withholding_agreements_contract_code" UNIQUE("contract_code"),
	CONSTRAINT "withholding_agreements_state" CHECK ("withholding_agreements"."state" in ('signing', 'active', 'cancelled', 'expired')),
	CONSTRAINT "withholding_agreements_channel" CHECK ("withholding_agreements"."pay_channel" in (2, 3)),
	CONSTRAINT "withholding_agreements_signed" CHECK ("withholding_agreements"."state" <> 'active' or "withholding_agreements"."provider_contract_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "withholding_charges" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"agreement_id" uuid NOT NULL,
	"dealer_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withholding_charges_state" CHECK ("withholding_charges"."state" in ('queued', 'submitted', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_state";--> statement-breakpoint
DROP INDEX "payment_refunds_one_per_reason";--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD COLUMN "balance_after_fen" bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "kind" text DEFAULT 'bills' NOT NULL;--> statement-breakpoint
ALTER TABLE "auto_pay_plates" ADD CONSTRAINT "auto_pay_plates_plate_id_driver_plates_id_fk" FOREIGN KEY ("plate_id") REFERENCES "public"."driver_plates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_pay_plates" ADD CONSTRAINT "auto_pay_plates_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_pay_plates" ADD CONSTRAINT "auto_pay_plates_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawal_parts" ADD CONSTRAINT "wallet_withdrawal_parts_withdrawal_id_wallet_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."wallet_withdrawals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawal_parts" ADD CONSTRAINT "wallet_withdrawal_parts_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawal_parts" ADD CONSTRAINT "wallet_withdrawal_parts_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawal_parts" ADD CONSTRAINT "wallet_withdrawal_parts_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawal_parts" ADD CONSTRAINT "wallet_withdrawal_parts_refund_no_payment_refunds_refund_no_fk" FOREIGN KEY ("refund_no") REFERENCES "public"."payment_refunds"("refund_no") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_agreements" ADD CONSTRAINT "withholding_agreements_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_agreements" ADD CONSTRAINT "withholding_agreements_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_charges" ADD CONSTRAINT "withholding_charges_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_charges" ADD CONSTRAINT "withholding_charges_agreement_id_withholding_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."withholding_agreements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_charges" ADD CONSTRAINT "withholding_charges_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_charges" ADD CONSTRAINT "withholding_charges_session_id_parking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."parking_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_withdrawal_parts_withdrawal" ON "wallet_withdrawal_parts" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "wallet_withdrawal_parts_order" ON "wallet_withdrawal_parts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_driver" ON "wallet_withdrawals" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withholding_agreements_one_live" ON "withholding_agreements" USING btree ("driver_id","pay_channel") WHERE "withholding_agreements"."state" in ('signing', 'active');--> statement-breakpoint
CREATE INDEX "withholding_agreements_driver" ON "withholding_agreements" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "withholding_charges_due" ON "withholding_charges" USING btree ("next_attempt_at") WHERE "withholding_charges"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "payment_refunds_order" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_one_per_reason" ON "payment_refunds" USING btree ("order_id","reason") WHERE "payment_refunds"."reason" = 'duplicate';--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_kind" CHECK ("payment_orders"."kind" in ('bills', 'recharge'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_recharge" CHECK ("payment_orders"."kind" <> 'recharge' or ("payment_orders"."driver_id" is not null and "payment_orders"."provider" <> 'balance'));--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_reason" CHECK ("payment_refunds"."reason" in ('duplicate', 'withdrawal'));--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_state" CHECK ("payment_refunds"."state" in ('pending', 'processing', 'succeeded', 'failed', 'cancelled'));--> statement-breakpoint
-- Ledger running balance (hand-written; replaces the AFTER INSERT posting trigger of ledger-guards.sql). Appended
-- after it; source: apps/server/src/db/custom/ledger-running-balance.sql. Works on PostgreSQL 15+ and PGlite.
-- The posting now applies itself to its account BEFORE it is stored, so it can keep the balance it left behind
-- (balance_after_fen) and take its id only once it holds the account's row lock: on one account, ids follow the
-- order the balance really moved in, even when two transactions race (wallet details list movements by id).
DROP TRIGGER ledger_postings_balance ON ledger_postings;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts
     SET balance_fen = balance_fen + CASE normal_side WHEN 'debit' THEN NEW.amount_fen ELSE -NEW.amount_fen END
   WHERE id = NEW.account_id
  RETURNING balance_fen INTO NEW.balance_after_fen;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account % does not exist', NEW.account_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  NEW.id := nextval(pg_get_serial_sequence('ledger_postings', 'id'));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_balance BEFORE INSERT ON ledger_postings FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();

CREATE TABLE "berths" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "berths_park_code" UNIQUE("park_id","code")
);
--> statement-breakpoint
CREATE TABLE "collectors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collectors_dealer_code" UNIQUE("dealer_id","code")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" text PRIMARY KEY NOT NULL,
	"dealer_id" text NOT NULL,
	"park_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"secret" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_kind" CHECK ("devices"."kind" in ('gate', 'handheld')),
	CONSTRAINT "devices_id" CHECK ("devices"."id" ~ '^[A-Za-z0-9_-]{3,64}$')
);
--> statement-breakpoint
CREATE TABLE "lanes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"direction" text NOT NULL,
	CONSTRAINT "lanes_park_code" UNIQUE("park_id","code"),
	CONSTRAINT "lanes_direction" CHECK ("lanes"."direction" in ('entry', 'exit'))
);
--> statement-breakpoint
CREATE TABLE "park_fee_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid NOT NULL,
	"rule" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"total_spaces" integer DEFAULT 0 NOT NULL,
	"leave_first" boolean DEFAULT false NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parks_kind" CHECK ("parks"."kind" in ('offStreet', 'roadSide'))
);
--> statement-breakpoint
CREATE TABLE "device_events" (
	"device_id" text NOT NULL,
	"event_id" text NOT NULL,
	"dealer_id" text NOT NULL,
	"park_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"plate_no" text NOT NULL,
	"plate_color" smallint DEFAULT 0 NOT NULL,
	"lane_id" uuid,
	"berth_id" uuid,
	"collector_code" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"content_hash" text NOT NULL,
	"picture" text,
	"session_id" uuid,
	"outcome" text NOT NULL,
	"decision" jsonb NOT NULL,
	CONSTRAINT "device_events_device_id_event_id_pk" PRIMARY KEY("device_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "parking_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"content" text NOT NULL,
	"pictures" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_appeals_status" CHECK ("parking_appeals"."status" in ('pending', 'accepted', 'rejected')),
	CONSTRAINT "parking_appeals_answered" CHECK (("parking_appeals"."status" = 'pending') = ("parking_appeals"."answered_at" is null))
);
--> statement-breakpoint
CREATE TABLE "parking_evaluations" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"dealer_id" text NOT NULL,
	"park_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_evaluations_score" CHECK ("parking_evaluations"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "parking_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"dealer_id" text NOT NULL,
	"payment_ref" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"channel" smallint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_payments_payment_ref_unique" UNIQUE("payment_ref"),
	CONSTRAINT "parking_payments_amount" CHECK ("parking_payments"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "parking_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"park_id" uuid NOT NULL,
	"fee_rule_id" uuid NOT NULL,
	"plate_no" text NOT NULL,
	"plate_color" smallint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"exited_at" timestamp with time zone,
	"entry_lane_id" uuid,
	"exit_lane_id" uuid,
	"berth_id" uuid,
	"entry_picture" text,
	"exit_picture" text,
	"entry_collector_code" text,
	"exit_collector_code" text,
	"ended_by" text,
	"total_fen" bigint,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"held_at" timestamp with time zone,
	"arrears_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_sessions_state" CHECK ("parking_sessions"."state" in ('parked', 'awaitingPayment', 'left', 'arrears', 'abnormal')),
	CONSTRAINT "parking_sessions_plate_color" CHECK ("parking_sessions"."plate_color" in (0, 2)),
	CONSTRAINT "parking_sessions_money" CHECK ("parking_sessions"."paid_fen" >= 0 and ("parking_sessions"."total_fen" is null or "parking_sessions"."total_fen" >= 0)),
	CONSTRAINT "parking_sessions_exit_after_entry" CHECK ("parking_sessions"."exited_at" is null or "parking_sessions"."exited_at" >= "parking_sessions"."entered_at" - interval '2 minutes')
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"kind" text NOT NULL,
	"provider" text,
	"driver_id" uuid,
	"normal_side" text NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_identity" UNIQUE NULLS NOT DISTINCT("dealer_id","kind","provider","driver_id"),
	CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('providerClearing', 'dealerRevenue', 'driverWallet', 'refundsPayable')),
	CONSTRAINT "ledger_accounts_normal_side" CHECK ("ledger_accounts"."normal_side" = case when "ledger_accounts"."kind" = 'providerClearing' then 'debit' else 'credit' end),
	CONSTRAINT "ledger_accounts_provider" CHECK (("ledger_accounts"."kind" = 'providerClearing') = ("ledger_accounts"."provider" is not null) and ("ledger_accounts"."provider" is null or "ledger_accounts"."provider" in ('wechatpay', 'alipay', 'sandbox'))),
	CONSTRAINT "ledger_accounts_driver" CHECK (("ledger_accounts"."kind" = 'driverWallet') = ("ledger_accounts"."driver_id" is not null)),
	CONSTRAINT "ledger_accounts_wallet_not_negative" CHECK ("ledger_accounts"."kind" <> 'driverWallet' or "ledger_accounts"."balance_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_fen" bigint NOT NULL,
	"balance_after_fen" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_nonzero" CHECK ("ledger_postings"."amount_fen" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"order_no" text,
	"refund_no" text,
	"memo" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency_key" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('capture', 'balancePayment', 'refund', 'recharge', 'withdrawal', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_no" text,
	"state" text NOT NULL,
	"status_code" smallint,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "idempotency_keys_state" CHECK ("idempotency_keys"."state" in ('started', 'done'))
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"leased_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"order_no" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_order_bills" (
	"order_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"dealer_id" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"base_paid_fen" bigint NOT NULL,
	"is_arrears" boolean NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "payment_order_bills_order_id_session_id_pk" PRIMARY KEY("order_id","session_id"),
	CONSTRAINT "payment_order_bills_status" CHECK ("payment_order_bills"."status" in ('open', 'settled', 'duplicate', 'released')),
	CONSTRAINT "payment_order_bills_amount" CHECK ("payment_order_bills"."amount_fen" > 0 and "payment_order_bills"."base_paid_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"dealer_id" text NOT NULL,
	"kind" text DEFAULT 'bills' NOT NULL,
	"driver_id" uuid,
	"channel" smallint NOT NULL,
	"provider" text NOT NULL,
	"scene" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"state" text NOT NULL,
	"close_reason" text,
	"description" text NOT NULL,
	"collector_code" text,
	"client_type" smallint,
	"client_ip" text DEFAULT '' NOT NULL,
	"launch" jsonb,
	"provider_trade_no" text,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"provider_closed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"queried_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_order_no" UNIQUE("order_no"),
	CONSTRAINT "payment_orders_state" CHECK ("payment_orders"."state" in ('pending', 'paid', 'closed')),
	CONSTRAINT "payment_orders_kind" CHECK ("payment_orders"."kind" in ('bills', 'recharge')),
	CONSTRAINT "payment_orders_recharge" CHECK ("payment_orders"."kind" <> 'recharge' or ("payment_orders"."driver_id" is not null and "payment_orders"."provider" <> 'balance')),
	CONSTRAINT "payment_orders_channel" CHECK ("payment_orders"."channel" in (2, 3, 6)),
	CONSTRAINT "payment_orders_provider" CHECK ("payment_orders"."provider" in ('sandbox', 'wechatpay', 'alipay', 'balance')),
	CONSTRAINT "payment_orders_amount" CHECK ("payment_orders"."amount_fen" > 0),
	CONSTRAINT "payment_orders_paid" CHECK (("payment_orders"."state" = 'paid') = ("payment_orders"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_no" text NOT NULL,
	"order_id" uuid NOT NULL,
	"dealer_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"state" text NOT NULL,
	"provider_refund_no" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"succeeded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_refund_no" UNIQUE("refund_no"),
	CONSTRAINT "payment_refunds_state" CHECK ("payment_refunds"."state" in ('pending', 'processing', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "payment_refunds_reason" CHECK ("payment_refunds"."reason" in ('duplicate', 'withdrawal')),
	CONSTRAINT "payment_refunds_amount" CHECK ("payment_refunds"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"refund_no" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_trades" (
	"order_no" text PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"description" text NOT NULL,
	"state" text NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_trades_trade_no" UNIQUE("trade_no"),
	CONSTRAINT "sandbox_trades_state" CHECK ("sandbox_trades"."state" in ('NOTPAY', 'SUCCESS', 'CLOSED')),
	CONSTRAINT "sandbox_trades_refund" CHECK ("sandbox_trades"."refunded_fen" >= 0 and "sandbox_trades"."refunded_fen" <= "sandbox_trades"."amount_fen")
);
--> statement-breakpoint
CREATE TABLE "driver_plates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"plate_no" text NOT NULL,
	"plate_color" smallint DEFAULT 0 NOT NULL,
	"category" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"deduction_order" text DEFAULT 'balanceFirst' NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unbound_at" timestamp with time zone,
	"unbind_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_plates_plate_color" CHECK ("driver_plates"."plate_color" in (0, 2)),
	CONSTRAINT "driver_plates_deduction_order" CHECK ("driver_plates"."deduction_order" in ('balanceFirst', 'withholdingFirst')),
	CONSTRAINT "driver_plates_unbound" CHECK (("driver_plates"."unbound_at" is null) = ("driver_plates"."unbind_reason" is null)),
	CONSTRAINT "driver_plates_default_bound" CHECK (not ("driver_plates"."is_default" and "driver_plates"."unbound_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "plate_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid,
	"device_key_hash" text,
	"plate_no" text NOT NULL,
	"plate_color" smallint DEFAULT 0 NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plate_history_one_owner" CHECK (("plate_history"."driver_id" is null) <> ("plate_history"."device_key_hash" is null)),
	CONSTRAINT "plate_history_plate_color" CHECK ("plate_history"."plate_color" in (0, 2))
);
--> statement-breakpoint
CREATE TABLE "plate_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"plate_no" text NOT NULL,
	"plate_color" smallint DEFAULT 0 NOT NULL,
	"purpose" text NOT NULL,
	"group_id" uuid,
	"owner_name" text NOT NULL,
	"pictures" text[] NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"rejections" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plate_materials_status" CHECK ("plate_materials"."status" in ('pending', 'approved', 'rejected', 'disabled')),
	CONSTRAINT "plate_materials_purpose" CHECK ("plate_materials"."purpose" in ('ownership', 'specialGroup')),
	CONSTRAINT "plate_materials_plate_color" CHECK ("plate_materials"."plate_color" in (0, 2))
);
--> statement-breakpoint
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
ALTER TABLE "berths" ADD CONSTRAINT "berths_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collectors" ADD CONSTRAINT "collectors_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lanes" ADD CONSTRAINT "lanes_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_fee_rules" ADD CONSTRAINT "park_fee_rules_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parks" ADD CONSTRAINT "parks_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_lane_id_lanes_id_fk" FOREIGN KEY ("lane_id") REFERENCES "public"."lanes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_berth_id_berths_id_fk" FOREIGN KEY ("berth_id") REFERENCES "public"."berths"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_session_id_parking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."parking_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_appeals" ADD CONSTRAINT "parking_appeals_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_appeals" ADD CONSTRAINT "parking_appeals_session_id_parking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."parking_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_appeals" ADD CONSTRAINT "parking_appeals_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_appeals" ADD CONSTRAINT "parking_appeals_answered_by_operators_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_evaluations" ADD CONSTRAINT "parking_evaluations_session_id_parking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."parking_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_evaluations" ADD CONSTRAINT "parking_evaluations_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_evaluations" ADD CONSTRAINT "parking_evaluations_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_evaluations" ADD CONSTRAINT "parking_evaluations_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_payments" ADD CONSTRAINT "parking_payments_session_id_parking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."parking_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_payments" ADD CONSTRAINT "parking_payments_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_sessions" ADD CONSTRAINT "parking_sessions_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_sessions" ADD CONSTRAINT "parking_sessions_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_sessions" ADD CONSTRAINT "parking_sessions_fee_rule_id_park_fee_rules_id_fk" FOREIGN KEY ("fee_rule_id") REFERENCES "public"."park_fee_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_sessions" ADD CONSTRAINT "parking_sessions_entry_lane_id_lanes_id_fk" FOREIGN KEY ("entry_lane_id") REFERENCES "public"."lanes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_sessions" ADD CONSTRAINT "parking_sessions_exit_lane_id_lanes_id_fk" FOREIGN KEY ("exit_lane_id") REFERENCES "public"."lanes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_sessions" ADD CONSTRAINT "parking_sessions_berth_id_berths_id_fk" FOREIGN KEY ("berth_id") REFERENCES "public"."berths"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order_bills" ADD CONSTRAINT "payment_order_bills_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order_bills" ADD CONSTRAINT "payment_order_bills_session_id_parking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."parking_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order_bills" ADD CONSTRAINT "payment_order_bills_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_order_no_sandbox_trades_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."sandbox_trades"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_plates" ADD CONSTRAINT "driver_plates_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_plates" ADD CONSTRAINT "driver_plates_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_history" ADD CONSTRAINT "plate_history_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_history" ADD CONSTRAINT "plate_history_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_materials" ADD CONSTRAINT "plate_materials_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_materials" ADD CONSTRAINT "plate_materials_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_materials" ADD CONSTRAINT "plate_materials_group_id_driver_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."driver_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_materials" ADD CONSTRAINT "plate_materials_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "park_fee_rules_park_created" ON "park_fee_rules" USING btree ("park_id","created_at");--> statement-breakpoint
CREATE INDEX "parks_dealer" ON "parks" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "device_events_unmatched_exits" ON "device_events" USING btree ("park_id","plate_no","plate_color") WHERE "device_events"."outcome" = 'noEntryRecord' and "device_events"."session_id" is null;--> statement-breakpoint
CREATE INDEX "device_events_session" ON "device_events" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_appeals_one_pending" ON "parking_appeals" USING btree ("session_id") WHERE "parking_appeals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "parking_appeals_dealer_created" ON "parking_appeals" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "parking_appeals_session" ON "parking_appeals" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "parking_evaluations_park" ON "parking_evaluations" USING btree ("park_id");--> statement-breakpoint
CREATE INDEX "parking_payments_session" ON "parking_payments" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_sessions_one_open" ON "parking_sessions" USING btree ("park_id","plate_no","plate_color") WHERE "parking_sessions"."state" in ('parked', 'awaitingPayment');--> statement-breakpoint
CREATE UNIQUE INDEX "parking_sessions_berth_open" ON "parking_sessions" USING btree ("berth_id") WHERE "parking_sessions"."berth_id" is not null and "parking_sessions"."state" in ('parked', 'awaitingPayment');--> statement-breakpoint
CREATE INDEX "parking_sessions_payable" ON "parking_sessions" USING btree ("dealer_id","plate_no") WHERE "parking_sessions"."state" in ('parked', 'awaitingPayment', 'arrears');--> statement-breakpoint
CREATE INDEX "parking_sessions_plate_history" ON "parking_sessions" USING btree ("dealer_id","plate_no","entered_at");--> statement-breakpoint
CREATE INDEX "parking_sessions_held_lane" ON "parking_sessions" USING btree ("exit_lane_id") WHERE "parking_sessions"."state" = 'awaitingPayment';--> statement-breakpoint
CREATE INDEX "ledger_postings_transfer" ON "ledger_postings" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_order" ON "ledger_transfers" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "ledger_transfers_refund" ON "ledger_transfers" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "payment_notifications_order" ON "payment_notifications" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_order_bills_one_open" ON "payment_order_bills" USING btree ("session_id") WHERE "payment_order_bills"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_order_bills_one_settlement" ON "payment_order_bills" USING btree ("session_id","base_paid_fen") WHERE "payment_order_bills"."status" = 'settled';--> statement-breakpoint
CREATE INDEX "payment_orders_pending" ON "payment_orders" USING btree ("created_at") WHERE "payment_orders"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_orders_unclosed" ON "payment_orders" USING btree ("closed_at") WHERE "payment_orders"."state" = 'closed' and "payment_orders"."provider_closed_at" is null;--> statement-breakpoint
CREATE INDEX "payment_orders_driver" ON "payment_orders" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_day" ON "payment_orders" USING btree ("provider","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_one_per_reason" ON "payment_refunds" USING btree ("order_id","reason") WHERE "payment_refunds"."reason" = 'duplicate';--> statement-breakpoint
CREATE INDEX "payment_refunds_order" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_due" ON "payment_refunds" USING btree ("next_attempt_at") WHERE "payment_refunds"."state" in ('pending', 'processing');--> statement-breakpoint
CREATE INDEX "sandbox_trades_paid" ON "sandbox_trades" USING btree ("paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_plates_bound_once" ON "driver_plates" USING btree ("dealer_id","plate_no","plate_color") WHERE "driver_plates"."unbound_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "driver_plates_one_default" ON "driver_plates" USING btree ("driver_id") WHERE "driver_plates"."is_default" and "driver_plates"."unbound_at" is null;--> statement-breakpoint
CREATE INDEX "driver_plates_driver" ON "driver_plates" USING btree ("driver_id","bound_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plate_history_driver_plate" ON "plate_history" USING btree ("driver_id","plate_no","plate_color") WHERE "plate_history"."driver_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "plate_history_device_plate" ON "plate_history" USING btree ("dealer_id","device_key_hash","plate_no","plate_color") WHERE "plate_history"."device_key_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "plate_materials_open" ON "plate_materials" USING btree ("driver_id","plate_no","plate_color","purpose") WHERE "plate_materials"."status" in ('pending', 'rejected');--> statement-breakpoint
CREATE INDEX "plate_materials_review" ON "plate_materials" USING btree ("dealer_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "plate_materials_driver" ON "plate_materials" USING btree ("driver_id","submitted_at");--> statement-breakpoint
CREATE INDEX "wallet_withdrawal_parts_withdrawal" ON "wallet_withdrawal_parts" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "wallet_withdrawal_parts_order" ON "wallet_withdrawal_parts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_driver" ON "wallet_withdrawals" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withholding_agreements_one_live" ON "withholding_agreements" USING btree ("driver_id","pay_channel") WHERE "withholding_agreements"."state" in ('signing', 'active');--> statement-breakpoint
CREATE INDEX "withholding_agreements_driver" ON "withholding_agreements" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "withholding_charges_due" ON "withholding_charges" USING btree ("next_attempt_at") WHERE "withholding_charges"."state" = 'queued';--> statement-breakpoint
-- Ledger guards (hand-written; drizzle-kit does not generate triggers). Appended to the migration that creates the
-- ledger tables; source: apps/server/src/db/custom/ledger-guards.sql. Works on PostgreSQL 15+ and PGlite.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- An account never changes what it is, and its balance moves only through postings (the trigger below).
CREATE FUNCTION ledger_guard_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger accounts are never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.id, NEW.dealer_id, NEW.kind, NEW.provider, NEW.driver_id, NEW.normal_side)
      IS DISTINCT FROM (OLD.id, OLD.dealer_id, OLD.kind, OLD.provider, OLD.driver_id, OLD.normal_side)
     OR (NEW.balance_fen <> OLD.balance_fen AND pg_trigger_depth() < 2) THEN
    RAISE EXCEPTION 'ledger account % changes only by postings', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE OR DELETE ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_guard_account();
--> statement-breakpoint
-- The running balance, in the account's normal direction; the wallet CHECK fires here, inside the paying transaction.
CREATE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts
     SET balance_fen = balance_fen + CASE normal_side WHEN 'debit' THEN NEW.amount_fen ELSE -NEW.amount_fen END
   WHERE id = NEW.account_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_balance AFTER INSERT ON ledger_postings FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();
--> statement-breakpoint
-- At commit: every transfer has at least two legs, they sum to zero, and they all belong to the transfer's dealer.
CREATE FUNCTION ledger_check_transfer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tid uuid;
  total bigint;
  legs integer;
BEGIN
  IF TG_TABLE_NAME = 'ledger_transfers' THEN tid := NEW.id; ELSE tid := NEW.transfer_id; END IF;
  SELECT coalesce(sum(amount_fen), 0), count(*) INTO total, legs FROM ledger_postings WHERE transfer_id = tid;
  IF legs < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger transfer % does not balance: % legs summing to % fen', tid, legs, total
      USING ERRCODE = 'check_violation';
  END IF;
  IF EXISTS (
    SELECT 1 FROM ledger_postings p
      JOIN ledger_accounts a ON a.id = p.account_id
      JOIN ledger_transfers t ON t.id = p.transfer_id
     WHERE p.transfer_id = tid AND a.dealer_id <> t.dealer_id
  ) THEN
    RAISE EXCEPTION 'ledger transfer % posts to another dealer''s account', tid USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transfers_balanced AFTER INSERT ON ledger_transfers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_transfer();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_transfer();
--> statement-breakpoint
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

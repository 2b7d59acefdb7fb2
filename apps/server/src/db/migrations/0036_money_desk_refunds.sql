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
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_state";--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_reason";--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "review_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "reviewed_by_name" text;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dealer_money_settings" ADD CONSTRAINT "dealer_money_settings_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_requests_dealer_state" ON "refund_requests" USING btree ("dealer_id","state","created_at");--> statement-breakpoint
CREATE INDEX "refund_requests_order" ON "refund_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_waiting" ON "wallet_withdrawals" USING btree ("dealer_id","created_at") WHERE "wallet_withdrawals"."review_state" = 'waiting';--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_state" CHECK ("payment_refunds"."state" in ('held', 'pending', 'processing', 'succeeded', 'failed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_reason" CHECK ("payment_refunds"."reason" in ('duplicate', 'withdrawal', 'walletCap', 'appeal', 'undeliverable', 'purchase', 'operator'));--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_review" CHECK ("wallet_withdrawals"."review_state" in ('none', 'waiting', 'approved', 'refused'));
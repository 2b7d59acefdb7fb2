CREATE TABLE "payment_order_purchases" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"dealer_id" text NOT NULL,
	"purpose" text NOT NULL,
	"ref" text NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_order_purchases_state" CHECK ("payment_order_purchases"."state" in ('open', 'fulfilled', 'refused', 'released', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_kind";--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_reason";--> statement-breakpoint
DROP INDEX "payment_refunds_one_per_reason";--> statement-breakpoint
ALTER TABLE "payment_order_purchases" ADD CONSTRAINT "payment_order_purchases_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order_purchases" ADD CONSTRAINT "payment_order_purchases_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_order_purchases_one_open" ON "payment_order_purchases" USING btree ("purpose","ref") WHERE "payment_order_purchases"."state" = 'open';--> statement-breakpoint
CREATE INDEX "payment_order_purchases_ref" ON "payment_order_purchases" USING btree ("purpose","ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_one_per_reason" ON "payment_refunds" USING btree ("order_id","reason") WHERE "payment_refunds"."reason" in ('duplicate', 'walletCap', 'undeliverable');--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_kind" CHECK ("payment_orders"."kind" in ('bills', 'recharge', 'purchase'));--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_reason" CHECK ("payment_refunds"."reason" in ('duplicate', 'withdrawal', 'walletCap', 'appeal', 'undeliverable', 'purchase'));
CREATE TABLE "coupon_batch_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"request_key" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"order_no" text,
	"batch_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "coupon_batch_orders_state" CHECK ("coupon_batch_orders"."state" in ('open', 'fulfilled', 'refused', 'released')),
	CONSTRAINT "coupon_batch_orders_amount" CHECK ("coupon_batch_orders"."quantity" > 0 and "coupon_batch_orders"."unit_price_fen" > 0 and "coupon_batch_orders"."amount_fen" = "coupon_batch_orders"."quantity" * "coupon_batch_orders"."unit_price_fen"),
	CONSTRAINT "coupon_batch_orders_batch" CHECK (("coupon_batch_orders"."state" = 'fulfilled') = ("coupon_batch_orders"."batch_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_order_bills" DROP CONSTRAINT "payment_order_bills_amount";--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_provider";--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_amount";--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "price_fen" integer;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_batch_orders" ADD CONSTRAINT "coupon_batch_orders_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_batch_orders" ADD CONSTRAINT "coupon_batch_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_batch_orders" ADD CONSTRAINT "coupon_batch_orders_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_batch_orders" ADD CONSTRAINT "coupon_batch_orders_buyer_id_drivers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_batch_orders" ADD CONSTRAINT "coupon_batch_orders_batch_id_coupon_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_batch_orders_request" ON "coupon_batch_orders" USING btree ("buyer_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_batch_orders_one_batch" ON "coupon_batch_orders" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "coupon_batch_orders_merchant" ON "coupon_batch_orders" USING btree ("merchant_id","created_at");--> statement-breakpoint
ALTER TABLE "payment_order_bills" ADD CONSTRAINT "payment_order_bills_amount" CHECK ("payment_order_bills"."amount_fen" >= 0 and "payment_order_bills"."base_paid_fen" >= 0);--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_provider" CHECK ("payment_orders"."provider" in ('sandbox', 'wechatpay', 'alipay', 'balance', 'coupon'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_amount" CHECK ("payment_orders"."amount_fen" > 0 or ("payment_orders"."provider" = 'coupon' and "payment_orders"."amount_fen" = 0));--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_price" CHECK ("coupon_templates"."price_fen" is null or "coupon_templates"."price_fen" > 0);
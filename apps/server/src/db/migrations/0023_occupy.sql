ALTER TABLE "charging_orders" ADD COLUMN "coupon" jsonb;--> statement-breakpoint
ALTER TABLE "charging_orders" ADD COLUMN "discount_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "scope" text DEFAULT 'parking' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "service_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "charging_order_no" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_charging_order_no_charging_orders_order_no_fk" FOREIGN KEY ("charging_order_no") REFERENCES "public"."charging_orders"("order_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_one_per_charging_order" ON "coupons" USING btree ("charging_order_no") WHERE "coupons"."state" in ('locked', 'used');--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_scope" CHECK ("coupon_templates"."scope" = 'parking' and not "coupon_templates"."service_only" or "coupon_templates"."scope" = 'charging' and "coupon_templates"."kind" <> 'minutes');
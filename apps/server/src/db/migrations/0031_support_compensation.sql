ALTER TABLE "support_tickets" DROP CONSTRAINT "support_tickets_decision";--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "compensation_coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "compensation_title" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "value" integer;--> statement-breakpoint
ALTER TABLE "benefit_programmes" ADD COLUMN "discount_percent" smallint;--> statement-breakpoint
ALTER TABLE "benefit_programmes" ADD COLUMN "park_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_compensation_coupon" UNIQUE("compensation_coupon_id");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_decision" CHECK ("support_tickets"."decision" is null or "support_tickets"."decision" in ('refund', 'rejected', 'accepted', 'coupon'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_value" CHECK ("coupons"."value" is null or "coupons"."value" > 0);--> statement-breakpoint
ALTER TABLE "benefit_programmes" ADD CONSTRAINT "benefit_programmes_discount" CHECK ("benefit_programmes"."discount_percent" is null or "benefit_programmes"."discount_percent" between 1 and 100);
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_reason";--> statement-breakpoint
DROP INDEX "payment_refunds_one_per_reason";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_one_per_reason" ON "payment_refunds" USING btree ("order_id","reason") WHERE "payment_refunds"."reason" in ('duplicate', 'walletCap');--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_reason" CHECK ("payment_refunds"."reason" in ('duplicate', 'withdrawal', 'walletCap'));
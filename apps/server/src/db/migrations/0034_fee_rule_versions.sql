ALTER TABLE "park_fee_rules" ADD COLUMN "effective_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "park_fee_rules" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "park_fee_rules" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "park_fee_rules_unannounced" ON "park_fee_rules" USING btree ("effective_from") WHERE "park_fee_rules"."announced_at" is null and "park_fee_rules"."effective_from" is not null;
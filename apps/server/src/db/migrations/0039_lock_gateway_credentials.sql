ALTER TABLE "lock_gateways" ADD COLUMN "name" text DEFAULT '地锁网关' NOT NULL;--> statement-breakpoint
ALTER TABLE "lock_gateways" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "lock_gateways" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lock_gateways" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "lock_gateways_park" ON "lock_gateways" USING btree ("park_id");